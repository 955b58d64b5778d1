import type { SaleItemWrite } from '../../../../shared/schemas/sale-items';
import type { PhotoTile } from '../photos/photo-manager-types';

/**
 * Issue 26: an item's photo is held by the photo's tile key: `saved-<id>` for one of the sale's photos,
 * `new-<n>` for one picked on this device and not uploaded yet (it has no id before the sale is saved).
 */
export interface PhotoChoice {
  key: string;
  /** Its place among the tiles, as the uploader numbers them ("Photo 3"). */
  number: number;
  isNew: boolean;
}

/** The photos an item may show: the sale's that stay, saved or New, numbered as their tiles are. */
export function photoChoices(tiles: readonly PhotoTile[]): PhotoChoice[] {
  return tiles.flatMap((tile, index) =>
    tile.removing ? [] : [{ key: tile.key, number: index + 1, isNew: tile.kind === 'new' }],
  );
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

/** A New photo that has no id yet: the item is sent without it, and linked once the photo is uploaded. */
export const waitsForUpload = (key: string | null, uploaded: ReadonlyMap<string, number>) =>
  key?.startsWith('new-') === true && !uploaded.has(key);

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
