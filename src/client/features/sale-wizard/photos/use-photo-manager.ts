import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Photo } from '../../../../shared/schemas/sale';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';
import { salePhotosQueryOptions } from '../../../lib/queries';
import { toast } from '../../../lib/use-toast';
import { isHeic, splitImageFiles } from './image-check';
import type {
  PhotoChangesOutcome,
  PhotoManager,
  PhotoTile,
  UploadOptions,
  UploadOutcome,
} from './photo-manager-types';
import { type PhotoSource, usePhotoToasts } from './photo-messages';
import {
  featuredKey,
  featuredUploadIndex,
  fitsLimit,
  type PendingPhoto,
  savedKey,
  sortSaved,
  uploadedPhotoIds,
} from './photo-rules';
import { PhotoUploadError, storedAnyway, uploadPhotos } from './upload-photos';
import { useRemovalAnimation } from './use-removal-animation';
import { errorText, refreshSaleViews, useStagedPhotos } from './use-staged-photos';

export type {
  PhotoChangesOutcome,
  PhotoManager,
  PhotoSource,
  PhotoTile,
  UploadOptions,
  UploadOutcome,
} from './photo-manager-types';

let nextPendingId = 0;

/** How long the progress bar stays at 100 % ('complete') after a successful upload. */
export const PROGRESS_COMPLETE_MS = 600;

export function usePhotoManager({
  saleId,
  disabled = false,
  reserved = 0,
  initialPhotos = [],
  initialFeatured = null,
}: {
  saleId: number | null;
  disabled?: boolean;
  /** Places already taken by photos that will be copied in (Post again, issue 26). */
  reserved?: number;
  /** A draft's New photos given back after a reload (issue 26): New previews again, uploaded on save. */
  initialPhotos?: readonly { key: string; file: File }[];
  initialFeatured?: string | null;
}): PhotoManager {
  const client = useQueryClient();
  const toasts = usePhotoToasts();
  const savedQuery = useQuery({ ...salePhotosQueryOptions(saleId ?? 0), enabled: saleId !== null });
  const saved = useMemo(
    () => (saleId === null ? [] : sortSaved(savedQuery.data ?? [])),
    [saleId, savedQuery.data],
  );

  const [pending, setPendingState] = useState<PendingPhoto[]>(() =>
    initialPhotos.map(({ key, file }) => ({
      key,
      file,
      previewUrl: isHeic(file) ? null : URL.createObjectURL(file),
    })),
  );
  // The starred photo, New or saved; a saved one is featured on the server when the changes are saved.
  const [chosenKey, setChosenKey] = useState<string | null>(initialFeatured);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [justCompleted, setJustCompleted] = useState(false);
  const completedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const removal = useRemovalAnimation();
  // Filled as batches go up, read by the items that chose a New photo (by key) to send its id.
  const uploaded = useRef(new Map<string, number>()).current;
  const staged = useStagedPhotos(removal);
  // The saved photos that stay: those marked for removal count neither for the limit nor for the star.
  const kept = useMemo(
    () => saved.filter((photo) => !staged.removing.has(photo.id)),
    [saved, staged.removing],
  );

  // The wizard calls saveChanges right after its own await, so it must read the latest state, not a
  // render's snapshot.
  const latest = useRef({ pending, saved, kept, chosenKey, uploading: false });
  latest.current = { ...latest.current, pending, saved, kept, chosenKey };
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

  const addFiles = useCallback(
    async (files: readonly File[], source: PhotoSource): Promise<string[]> => {
      const refuse = (message: Parameters<typeof toast>[0]) => {
        toast(message);
        return [];
      };
      if (files.length === 0) return [];
      if (disabled) return refuse(toasts.editingDisabled());
      if (latest.current.uploading) return refuse(toasts.uploadInProgress());
      const { images, rejected, tooLarge } = await splitImageFiles(files);
      if (images.length === 0) {
        return refuse(tooLarge.length > 0 ? toasts.tooLarge(tooLarge) : toasts.invalidFiles(source));
      }
      const existing = latest.current.kept.length + reserved;
      const current = latest.current.pending.length;
      if (!fitsLimit(existing, current, images.length)) {
        return refuse(toasts.tooMany(Math.max(0, MAX_PHOTOS_PER_SALE - existing - current)));
      }
      const added = images.map((file) => ({
        key: `new-${++nextPendingId}`,
        file,
        previewUrl: isHeic(file) ? null : URL.createObjectURL(file),
      }));
      setPending((list) => [...list, ...added]);
      // One toast at a time (spec §4): the refused large files matter more than the count of added ones.
      toast(
        tooLarge.length > 0 ? toasts.tooLarge(tooLarge) : toasts.photosAdded(added.length, rejected, source),
      );
      return added.map((photo) => photo.key);
    },
    [disabled, reserved, setPending, toasts],
  );

  const removePending = useCallback(
    (key: string) => {
      toast(toasts.photoRemoved());
      removal.start(key, () => {
        const photo = latest.current.pending.find((p) => p.key === key);
        if (photo?.previewUrl) URL.revokeObjectURL(photo.previewUrl);
        setPending((list) => list.filter((p) => p.key !== key));
        // The featured one gone: featuredKey falls back to the first remaining photo.
        setChosenKey((chosen) => (chosen === key ? null : chosen));
      });
    },
    [removal, setPending, toasts],
  );

  /** A saved photo is only marked (Undo keeps it); the server deletes it when the changes are saved. */
  const remove = useCallback(
    (key: string) => {
      if (disabled) return void toast(toasts.editingDisabled());
      if (removal.isLeaving(key)) return;
      const photo = saved.find((p) => savedKey(p) === key);
      if (photo) {
        staged.mark(photo.id, true);
        setChosenKey((chosen) => (chosen === key ? null : chosen));
        toast(toasts.photoMarked());
      } else if (pending.some((p) => p.key === key)) removePending(key);
    },
    [disabled, removal, saved, staged, pending, removePending, toasts],
  );

  const keep = useCallback(
    (key: string) => {
      if (disabled) return void toast(toasts.editingDisabled());
      const photo = saved.find((p) => savedKey(p) === key);
      if (!photo || !staged.removing.has(photo.id)) return;
      if (!fitsLimit(kept.length, pending.length, 1)) return void toast(toasts.tooMany(0));
      staged.mark(photo.id, false);
    },
    [disabled, saved, staged, kept, pending, toasts],
  );

  const currentFeatured = featuredKey(kept, pending, chosenKey);

  const makeFeatured = useCallback(
    (key: string) => {
      if (disabled) return void toast(toasts.editingDisabled());
      if (key === currentFeatured || removal.isLeaving(key)) return;
      if (pending.some((p) => p.key === key) || kept.some((p) => savedKey(p) === key)) setChosenKey(key);
    },
    [disabled, currentFeatured, removal, pending, kept, toasts],
  );

  const uploadPending = useCallback(
    async (targetSaleId: number, { quiet = false }: UploadOptions = {}): Promise<UploadOutcome> => {
      if (latest.current.uploading) {
        if (!quiet) toast(toasts.uploadInProgress());
        return 'failed';
      }
      const state = latest.current;
      const batch = state.pending.filter((p) => !removal.isLeaving(p.key));
      if (batch.length === 0) return 'none';
      const featured = featuredKey(state.kept, state.pending, state.chosenKey);
      const photosKey = salePhotosQueryOptions(targetSaleId).queryKey;
      const knownIds = new Set((client.getQueryData(photosKey) ?? []).map((photo) => photo.id));
      latest.current.uploading = true;
      clearTimeout(completedTimer.current);
      setJustCompleted(false);
      setUploading(true);
      setProgress(null);
      const settle = (photos: Photo[]) => {
        const ids = uploadedPhotoIds(
          batch.map((p) => p.key),
          photos,
          knownIds,
        );
        for (const [key, id] of ids) uploaded.set(key, id);
        client.setQueryData(photosKey, photos);
        refreshSaleViews(client, targetSaleId);
        const sent = new Set(batch.map((p) => p.key));
        for (const photo of batch) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
        setPending((list) => list.filter((p) => !sent.has(p.key)));
        setChosenKey((chosen) => (chosen && sent.has(chosen) ? null : chosen));
        toast(toasts.uploadSuccess(batch.length));
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
          const stored = await storedAnyway(client, targetSaleId, knownIds, batch.length);
          if (stored) return settle(stored);
        }
        // The wizard's save path says it once, in its own warning (one toast at a time, spec §4).
        if (!quiet) toast(toasts.uploadFailed(errorText(error)));
        return 'failed';
      } finally {
        latest.current.uploading = false;
        setUploading(false);
        setProgress(null);
      }
    },
    [client, removal, setPending, toasts, uploaded],
  );

  /**
   * The green button's part (after the sale is saved): the marked photos are deleted, a starred saved
   * photo featured, then the New photos uploaded, in that order so that a replaced photo makes room.
   */
  const saveChanges = useCallback(
    async (targetSaleId: number, options: UploadOptions = {}): Promise<PhotoChangesOutcome> => {
      const { saved: before, chosenKey: chosen } = latest.current;
      if (!(await staged.apply(targetSaleId, before, chosen))) return 'delete-failed';
      return uploadPending(targetSaleId, options);
    },
    [staged, uploadPending],
  );

  const upload = useCallback(() => {
    if (disabled) return void toast(toasts.editingDisabled());
    if (latest.current.uploading) return void toast(toasts.uploadInProgress());
    if (saleId === null) return void toast(toasts.cannotUploadYet());
    void uploadPending(saleId);
  }, [disabled, saleId, uploadPending, toasts]);

  const serverFeatured = featuredKey(saved, [], null);
  const tile = (
    key: string,
    rest: Pick<PhotoTile, 'kind' | 'src' | 'name'>,
    removing = false,
  ): PhotoTile => ({
    key,
    ...rest,
    featured: key === currentFeatured,
    removing,
    leaving: removal.isLeaving(key),
  });
  const tiles = [
    // The square thumbnail is what a tile needs; the full photo only when there is none (older photos).
    ...saved.map((p) =>
      tile(
        savedKey(p),
        { kind: 'saved', src: p.thumbnailUrl ?? p.url, name: p.caption },
        staged.removing.has(p.id),
      ),
    ),
    ...pending.map((p) => tile(p.key, { kind: 'new', src: p.previewUrl, name: p.file.name })),
  ];

  return {
    saleId,
    disabled,
    tiles,
    savedCount: kept.length,
    pendingCount: pending.length,
    removingCount: staged.removing.size,
    hasChanges:
      pending.length > 0 ||
      staged.removing.size > 0 ||
      (saved.length > 0 && currentFeatured !== serverFeatured),
    room: Math.max(0, MAX_PHOTOS_PER_SALE - kept.length - pending.length),
    savedLoading: saleId !== null && savedQuery.isPending,
    savedError: saleId !== null && savedQuery.isError,
    uploading,
    progress,
    justCompleted,
    addFiles,
    uploaded,
    newPhotos: pending,
    featuredKey: currentFeatured,
    remove,
    keep,
    makeFeatured,
    upload,
    saveChanges,
  };
}
