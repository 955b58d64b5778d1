import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Photo } from '../../../../shared/schemas/sale';
import { ApiError } from '../../../lib/api';
import { salePath, salePhotosQueryOptions } from '../../../lib/queries';
import { toast } from '../../../lib/use-toast';
import { deletePhoto, featurePhoto } from './photo-api';
import { usePhotoToasts } from './photo-messages';
import { savedKey, withoutPhoto } from './photo-rules';
import type { RemovalAnimation } from './use-removal-animation';

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error);

/** Spec §7: a photo change shows in the lists (featured photo), the sale and its photos. */
export function refreshSaleViews(client: QueryClient, saleId: number) {
  for (const key of ['/api/garage-sales', '/api/my-sales', salePath(saleId), '/api/favorites']) {
    void client.invalidateQueries({ queryKey: [key] });
  }
}

/**
 * The saved photos' changes of an edit, kept until the green button saves them all (issue 22: 'Remove'
 * deleted a photo on the server at once, before 'Update Garage Sale (Save All Changes)'): the photos
 * marked for removal (shown as such, with Undo) and a saved photo starred as the featured one.
 */
export function useStagedPhotos(removal: RemovalAnimation) {
  const client = useQueryClient();
  const toasts = usePhotoToasts();
  const [removing, setRemovingState] = useState<ReadonlySet<number>>(new Set());
  // Read by apply(), which the wizard calls right after its own await: the latest state, not a render's.
  const latest = useRef(removing);
  const setRemoving = useCallback((update: (current: ReadonlySet<number>) => ReadonlySet<number>) => {
    latest.current = update(latest.current);
    setRemovingState(latest.current);
  }, []);

  const mark = useCallback(
    (photoId: number, on: boolean) =>
      setRemoving((current) => {
        const next = new Set(current);
        if (on) next.add(photoId);
        else next.delete(photoId);
        return next;
      }),
    [setRemoving],
  );

  /**
   * Deletes the photos marked for removal, then features the starred saved photo (when it is not the
   * server's featured one already). False, after a 'Delete failed' toast, when a delete was refused: the
   * photos not deleted yet stay marked, so the next save tries them again.
   */
  const apply = useCallback(
    async (saleId: number, saved: readonly Photo[], chosenKey: string | null): Promise<boolean> => {
      const photosKey = salePhotosQueryOptions(saleId).queryKey;
      let deleted = 0;
      for (const photoId of [...latest.current]) {
        try {
          await deletePhoto(photoId, saleId);
        } catch (error) {
          toast(toasts.deleteFailed(errorText(error)));
          if (deleted > 0) refreshSaleViews(client, saleId);
          return false;
        }
        deleted += 1;
        mark(photoId, false);
        // Spec §4: a deleted photo animates out (seen when the page stays, after a later failure).
        removal.start(savedKey({ id: photoId }), () =>
          client.setQueryData(photosKey, (old) => (old ? withoutPhoto(old, photoId) : old)),
        );
      }
      if (deleted > 0) toast(toasts.photosDeleted(deleted));
      const chosen = saved.find((photo) => savedKey(photo) === chosenKey);
      if (chosen && !chosen.isFeatured) {
        try {
          client.setQueryData(photosKey, await featurePhoto(chosen.id, saleId));
        } catch (error) {
          toast(toasts.featureFailed(errorText(error)));
          return false;
        }
      }
      if (deleted > 0 || chosen) refreshSaleViews(client, saleId);
      return true;
    },
    [client, mark, removal, toasts],
  );

  return { removing, mark, apply };
}
