import type { Photo } from '../../../../shared/schemas/sale';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';

/** A photo chosen on this device and not uploaded yet (spec §4 "local preview, marked New"). */
export interface PendingPhoto {
  key: string;
  file: File;
  /** An object URL for the preview; null for HEIC/HEIF, which browsers cannot show. */
  previewUrl: string | null;
}

export const savedKey = (photo: Pick<Photo, 'id'>) => `saved-${photo.id}`;

/** Server order: sortOrder, then id, so the tiles match what the sale's carousel shows. */
export function sortSaved(photos: readonly Photo[]): Photo[] {
  return [...photos].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/**
 * Spec §4: exactly one photo is featured. The photo the user starred wins (a New one is sent as
 * featuredPhotoIndex and the server then unfeatures the others; a saved one is featured when the changes
 * are saved); otherwise the first saved photo the server marks featured (several: only the first counts);
 * otherwise the first photo of all. `saved` leaves out the photos marked for removal.
 */
export function featuredKey(
  saved: readonly Photo[],
  pending: readonly Pick<PendingPhoto, 'key'>[],
  chosenKey: string | null,
): string | null {
  if (chosenKey && (pending.some((p) => p.key === chosenKey) || saved.some((p) => savedKey(p) === chosenKey)))
    return chosenKey;
  const flagged = saved.find((photo) => photo.isFeatured);
  if (flagged) return savedKey(flagged);
  const first = saved[0];
  if (first) return savedKey(first);
  return pending[0]?.key ?? null;
}

/** The featuredPhotoIndex to send with these files: only when the featured photo is among them. */
export function featuredUploadIndex(
  uploading: readonly Pick<PendingPhoto, 'key'>[],
  featured: string | null,
): number | undefined {
  const index = uploading.findIndex((p) => p.key === featured);
  return index === -1 ? undefined : index;
}

/**
 * The ids the server gave a batch of New photos (issue 26: items may show a New photo, and need its id once
 * it is uploaded), by key. The server numbers a batch's sortOrder after every photo the sale had, in the
 * files' order, so the batch is the last photos of the answer not known before; an answer that does not
 * hold as many gives nothing (no item is linked to a wrong photo).
 */
export function uploadedPhotoIds(
  batchKeys: readonly string[],
  answer: readonly Photo[],
  knownIds: ReadonlySet<number>,
): Map<string, number> {
  const fresh = sortSaved(answer.filter((photo) => !knownIds.has(photo.id))).slice(-batchKeys.length);
  if (batchKeys.length === 0 || fresh.length !== batchKeys.length) return new Map();
  return new Map(batchKeys.map((key, index) => [key, (fresh[index] as Photo).id]));
}

/** Spec §5: existing, pending and new photos together cannot exceed the limit; a batch is all or nothing. */
export function fitsLimit(existing: number, pending: number, adding: number, max = MAX_PHOTOS_PER_SALE) {
  return existing + pending + adding <= max;
}

/**
 * What the server does after deleting a photo (spec §4), applied to the cached list so the tiles are right
 * before the refetch: if the deleted one was featured, the first remaining one becomes featured.
 */
export function withoutPhoto(photos: readonly Photo[], id: number): Photo[] {
  const sorted = sortSaved(photos);
  const removed = sorted.find((photo) => photo.id === id);
  const rest = sorted.filter((photo) => photo.id !== id);
  if (!removed?.isFeatured || rest.some((photo) => photo.isFeatured)) return rest;
  return rest.map((photo, index) => (index === 0 ? { ...photo, isFeatured: true } : photo));
}
