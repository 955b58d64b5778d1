import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import type { SaleItemWrite } from '../../../../shared/schemas/sale-items';
import type { PhotoTile } from '../photos/photo-manager-types';

/**
 * Issue 26: an item's photo is held by the photo's tile key: `saved-<id>` for one of the sale's photos,
 * `new-<n>` for one picked on this device and not uploaded yet (it has no id before the sale is saved),
 * `copied-<id>` for a photo of the earlier sale that Post again copies when the new sale is posted.
 */
export interface PhotoChoice {
  key: string;
  /** Its place among the tiles, as the uploader numbers them ("Photo 3"), or among the copied photos. */
  number: number;
  isNew: boolean;
  /** One of the earlier sale's photos (Post again), numbered as drafts/copied-photos.tsx shows them. */
  copied?: true;
}

export const copiedPhotoKey = (id: number) => `copied-${id}`;

/**
 * The photos an item may show: the sale's that stay, saved or New, numbered as their tiles are, then the
 * earlier sale's photos still to be copied (Post again).
 */
export function photoChoices(tiles: readonly PhotoTile[], copied: readonly number[] = []): PhotoChoice[] {
  const own = tiles.flatMap((tile, index) =>
    tile.removing ? [] : [{ key: tile.key, number: index + 1, isNew: tile.kind === 'new' }],
  );
  const earlier = copied.map((id, index) => ({
    key: copiedPhotoKey(id),
    number: index + 1,
    isNew: false,
    copied: true as const,
  }));
  return [...own, ...earlier];
}

/**
 * An item of the earlier sale (Post again), or of a draft that kept it so (items.itemsToKeep), showing
 * one of the photos to be copied: its key until the copy is made; none for a photo left out.
 */
export function copiedKeyFor(photoId: number | null, copyPhotos: CopyPhotos | null): string | null {
  return photoId !== null && copyPhotos?.photoIds.includes(photoId) ? copiedPhotoKey(photoId) : null;
}

/** The earlier sale's photo an item shows, by its copied key (kept so in a draft's items). */
export function copiedPhotoIdOf(key: string | null): number | null {
  const match = /^copied-(\d+)$/.exec(key ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The copies' ids, by the keys of the photos they were copied from: the copy call answers the new sale's
 * photos, which are then the copies alone, in the earlier sale's order (photos/photo-copies.service.ts),
 * the order of `photoIds`. If the counts differ (a photo deleted there meanwhile was not copied), no item
 * is linked rather than one to the wrong photo.
 */
export function copiedPhotoLinks(
  photoIds: readonly number[],
  copies: readonly { id: number; sortOrder: number }[],
): Map<string, number> {
  if (copies.length !== photoIds.length) return new Map();
  const inOrder = [...copies].sort((a, b) => a.sortOrder - b.sortOrder);
  return new Map(photoIds.map((id, index) => [copiedPhotoKey(id), inOrder[index]?.id ?? 0]));
}

/** A New photo's key becomes its saved key once it is uploaded (edit's Upload button, or the save). */
export function resolvePhotoKey(key: string | null, uploaded: ReadonlyMap<string, number>): string | null {
  const id = key === null ? undefined : uploaded.get(key);
  return id === undefined ? key : `saved-${id}`;
}

/** The `photoId` an item sends: its saved photo's id; null for none, or a New photo not uploaded yet. */
export function photoIdOf(key: string | null, uploaded: ReadonlyMap<string, number>): number | null {
  const match = /^saved-(\d+)$/.exec(resolvePhotoKey(key, uploaded) ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A New photo, or one still to be copied, that has no id yet: the item is sent without it, and linked
 * once the photo is uploaded or copied.
 */
export const waitsForUpload = (key: string | null, uploaded: ReadonlyMap<string, number>) =>
  key !== null && (key.startsWith('new-') || key.startsWith('copied-')) && !uploaded.has(key);

/**
 * After the save's uploads (the sale's create or update, then its photo calls): the items to send once more,
 * with the ids the server gave them and the ids of the New photos they wait for; null when none waited
 * for a photo that is now uploaded (then there is no second call). `waiting` is each item's key of a
 * New photo at the first call, or null.
 */
export function relinkedItems(
  sent: readonly SaleItemWrite[],
  waiting: readonly (string | null)[],
  storedIds: readonly number[],
  uploaded: ReadonlyMap<string, number>,
): SaleItemWrite[] | null {
  if (!waiting.some((key) => key !== null && uploaded.has(key))) return null;
  return sent.map((item, index) => {
    const id = storedIds[index];
    const photoId = photoIdOf(waiting[index] ?? null, uploaded);
    return { ...item, ...(id === undefined ? {} : { id }), ...(photoId === null ? {} : { photoId }) };
  });
}
