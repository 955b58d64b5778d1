import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Photo } from '../../../../shared/schemas/sale';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';
import { ApiError } from '../../../lib/api';
import { salePath, salePhotosQueryOptions } from '../../../lib/queries';
import { toast } from '../../../lib/use-toast';
import { isHeic, splitImageFiles } from './image-check';
import { deletePhoto, featurePhoto } from './photo-api';
import type { PhotoManager, PhotoTile, UploadOptions, UploadOutcome } from './photo-manager-types';
import {
  CANNOT_UPLOAD_YET_TOAST,
  deleteFailedToast,
  EDITING_DISABLED_TOAST,
  featureFailedToast,
  invalidFilesToast,
  PHOTO_DELETED_TOAST,
  PHOTO_REMOVED_TOAST,
  type PhotoSource,
  photosAddedToast,
  tooLargeToast,
  tooManyToast,
  UPLOAD_IN_PROGRESS_TOAST,
  uploadFailedToast,
  uploadSuccessToast,
} from './photo-messages';
import {
  featuredKey,
  featuredUploadIndex,
  fitsLimit,
  type PendingPhoto,
  savedKey,
  sortSaved,
  withoutPhoto,
} from './photo-rules';
import { PhotoUploadError, uploadPhotos } from './upload-photos';
import { useRemovalAnimation } from './use-removal-animation';

export type {
  PhotoManager,
  PhotoSource,
  PhotoTile,
  UploadOptions,
  UploadOutcome,
} from './photo-manager-types';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);

/** Spec §7: a photo change shows in the lists (featured photo), the sale and its photos. */
function refreshSaleViews(client: QueryClient, saleId: number) {
  for (const key of ['/api/garage-sales', '/api/my-sales', salePath(saleId), '/api/favorites']) {
    void client.invalidateQueries({ queryKey: [key] });
  }
}

let nextPendingId = 0;

/** How long the progress bar stays at 100 % ('complete') after a successful upload. */
export const PROGRESS_COMPLETE_MS = 600;

export function usePhotoManager({
  saleId,
  disabled = false,
}: {
  saleId: number | null;
  disabled?: boolean;
}): PhotoManager {
  const client = useQueryClient();
  const savedQuery = useQuery({ ...salePhotosQueryOptions(saleId ?? 0), enabled: saleId !== null });
  const saved = useMemo(
    () => (saleId === null ? [] : sortSaved(savedQuery.data ?? [])),
    [saleId, savedQuery.data],
  );

  const [pending, setPendingState] = useState<PendingPhoto[]>([]);
  const [chosenPendingKey, setChosenPendingKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [justCompleted, setJustCompleted] = useState(false);
  const completedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removal = useRemovalAnimation();

  // The wizard calls uploadPending right after its own await, so it must read the latest state, not a
  // render's snapshot.
  const latest = useRef({ pending, saved, chosenPendingKey, uploading: false });
  latest.current = { ...latest.current, pending, saved, chosenPendingKey };
  const setPending = useCallback((update: (current: PendingPhoto[]) => PendingPhoto[]) => {
    latest.current.pending = update(latest.current.pending);
    setPendingState(latest.current.pending);
  }, []);

  useEffect(
    () => () => {
      for (const photo of latest.current.pending) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
      clearTimeout(completedTimer.current);
    },
    [],
  );

  const setKeyBusy = useCallback((key: string, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[], source: PhotoSource) => {
      if (files.length === 0) return;
      if (disabled) return void toast(EDITING_DISABLED_TOAST);
      if (latest.current.uploading) return void toast(UPLOAD_IN_PROGRESS_TOAST);
      const { images, rejected, tooLarge } = await splitImageFiles(files);
      if (images.length === 0) {
        return void toast(tooLarge.length > 0 ? tooLargeToast(tooLarge) : invalidFilesToast(source));
      }
      const existing = latest.current.saved.length;
      const current = latest.current.pending.length;
      if (!fitsLimit(existing, current, images.length)) {
        return void toast(tooManyToast(Math.max(0, MAX_PHOTOS_PER_SALE - existing - current)));
      }
      const added = images.map((file) => ({
        key: `new-${++nextPendingId}`,
        file,
        previewUrl: isHeic(file) ? null : URL.createObjectURL(file),
      }));
      setPending((list) => [...list, ...added]);
      // One toast at a time (spec §4): the refused large files matter more than the count of added ones.
      toast(tooLarge.length > 0 ? tooLargeToast(tooLarge) : photosAddedToast(added.length, rejected, source));
    },
    [disabled, setPending],
  );

  const removePending = useCallback(
    (key: string) => {
      toast(PHOTO_REMOVED_TOAST);
      removal.start(key, () => {
        const photo = latest.current.pending.find((p) => p.key === key);
        if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
        setPending((list) => list.filter((p) => p.key !== key));
        // The featured one gone: featuredKey falls back to the first remaining photo.
        setChosenPendingKey((chosen) => (chosen === key ? null : chosen));
      });
    },
    [removal, setPending],
  );

  const removeSaved = useCallback(
    async (key: string, photoId: number, ownerId: number) => {
      setKeyBusy(key, true);
      try {
        await deletePhoto(photoId, ownerId);
        toast(PHOTO_DELETED_TOAST);
        removal.start(key, () => {
          const photosKey = salePhotosQueryOptions(ownerId).queryKey;
          client.setQueryData(photosKey, (old) => (old ? withoutPhoto(old, photoId) : old));
          void client.invalidateQueries({ queryKey: photosKey });
          refreshSaleViews(client, ownerId);
        });
      } catch (error) {
        toast(deleteFailedToast(errorText(error)));
      } finally {
        setKeyBusy(key, false);
      }
    },
    [client, removal, setKeyBusy],
  );

  const remove = useCallback(
    (key: string) => {
      if (disabled) return void toast(EDITING_DISABLED_TOAST);
      if (removal.isLeaving(key) || busy.has(key)) return;
      const photo = saved.find((p) => savedKey(p) === key);
      if (photo && saleId !== null) void removeSaved(key, photo.id, saleId);
      else if (pending.some((p) => p.key === key)) removePending(key);
    },
    [disabled, removal, busy, saved, saleId, pending, removeSaved, removePending],
  );

  const currentFeatured = featuredKey(saved, pending, chosenPendingKey);

  const makeFeatured = useCallback(
    (key: string) => {
      if (disabled) return void toast(EDITING_DISABLED_TOAST);
      if (key === currentFeatured || busy.has(key)) return;
      if (pending.some((p) => p.key === key)) return setChosenPendingKey(key);
      const photo = saved.find((p) => savedKey(p) === key);
      if (!photo || saleId === null) return;
      // Already the server's featured photo (only a New one was starred over it): forget that choice.
      if (photo.isFeatured) return setChosenPendingKey(null);
      setKeyBusy(key, true);
      featurePhoto(photo.id, saleId)
        .then((photos) => {
          client.setQueryData(salePhotosQueryOptions(saleId).queryKey, photos);
          setChosenPendingKey(null);
          refreshSaleViews(client, saleId);
        })
        .catch((error: unknown) => toast(featureFailedToast(errorText(error))))
        .finally(() => setKeyBusy(key, false));
    },
    [disabled, currentFeatured, busy, pending, saved, saleId, client, setKeyBusy],
  );

  /**
   * After a time-out or a lost connection the server may have stored the batch anyway (it stores all or
   * nothing): reload the sale's photo list, and if the batch is there, count it as uploaded rather than
   * leaving New copies to be sent twice.
   */
  const storedAnyway = useCallback(
    async (targetSaleId: number, knownIds: ReadonlySet<number>, batchSize: number) => {
      try {
        const photos = await client.fetchQuery({ ...salePhotosQueryOptions(targetSaleId), staleTime: 0 });
        return photos.filter((photo) => !knownIds.has(photo.id)).length >= batchSize ? photos : null;
      } catch {
        return null;
      }
    },
    [client],
  );

  const uploadPending = useCallback(
    async (targetSaleId: number, { quiet = false }: UploadOptions = {}): Promise<UploadOutcome> => {
      if (latest.current.uploading) {
        if (!quiet) toast(UPLOAD_IN_PROGRESS_TOAST);
        return 'failed';
      }
      const state = latest.current;
      const batch = state.pending.filter((p) => !removal.isLeaving(p.key));
      if (batch.length === 0) return 'none';
      const featured = featuredKey(state.saved, state.pending, state.chosenPendingKey);
      const photosKey = salePhotosQueryOptions(targetSaleId).queryKey;
      const knownIds = new Set((client.getQueryData(photosKey) ?? []).map((photo) => photo.id));
      latest.current.uploading = true;
      clearTimeout(completedTimer.current);
      setJustCompleted(false);
      setUploading(true);
      setProgress(null);
      const settle = (photos: Photo[]) => {
        client.setQueryData(photosKey, photos);
        refreshSaleViews(client, targetSaleId);
        const sent = new Set(batch.map((p) => p.key));
        for (const photo of batch) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
        setPending((list) => list.filter((p) => !sent.has(p.key)));
        setChosenPendingKey((chosen) => (chosen && sent.has(chosen) ? null : chosen));
        toast(uploadSuccessToast(batch.length));
        // Spec §4 'complete' state of the bar: shown a moment at 100 % rather than vanishing at once.
        setJustCompleted(true);
        clearTimeout(completedTimer.current);
        completedTimer.current = setTimeout(() => setJustCompleted(false), PROGRESS_COMPLETE_MS);
        return 'ok' as const;
      };
      try {
        const photos = await uploadPhotos({
          saleId: targetSaleId,
          files: batch.map((p) => p.file),
          featuredPhotoIndex: featuredUploadIndex(batch, featured),
          onProgress: setProgress,
        });
        return settle(photos);
      } catch (error) {
        if (error instanceof PhotoUploadError && error.outcomeUnknown) {
          const stored = await storedAnyway(targetSaleId, knownIds, batch.length);
          if (stored) return settle(stored);
        }
        // The wizard's save path says it once, in its own warning (one toast at a time, spec §4).
        if (!quiet) toast(uploadFailedToast(errorText(error)));
        return 'failed';
      } finally {
        latest.current.uploading = false;
        setUploading(false);
        setProgress(null);
      }
    },
    [client, removal, setPending, storedAnyway],
  );

  const upload = useCallback(() => {
    if (disabled) return void toast(EDITING_DISABLED_TOAST);
    if (latest.current.uploading) return void toast(UPLOAD_IN_PROGRESS_TOAST);
    if (saleId === null) return void toast(CANNOT_UPLOAD_YET_TOAST);
    void uploadPending(saleId);
  }, [disabled, saleId, uploadPending]);

  const tile = (key: string, rest: Pick<PhotoTile, 'kind' | 'src' | 'name'>): PhotoTile => ({
    key,
    ...rest,
    featured: key === currentFeatured,
    leaving: removal.isLeaving(key),
    busy: busy.has(key),
  });
  const tiles = [
    // The square thumbnail is what a tile needs; the full photo only when there is none (older photos).
    ...saved.map((p) => tile(savedKey(p), { kind: 'saved', src: p.thumbnailUrl ?? p.url, name: p.caption })),
    ...pending.map((p) => tile(p.key, { kind: 'new', src: p.previewUrl, name: p.file.name })),
  ];

  return {
    saleId,
    disabled,
    tiles,
    savedCount: saved.length,
    pendingCount: pending.length,
    room: Math.max(0, MAX_PHOTOS_PER_SALE - saved.length - pending.length),
    savedLoading: saleId !== null && savedQuery.isPending,
    savedError: saleId !== null && savedQuery.isError,
    uploading,
    progress,
    justCompleted,
    addFiles,
    remove,
    makeFeatured,
    upload,
    uploadPending,
  };
}
