import type { DbExecutor } from '../db/executor';
import { photos } from '../db/schema';
import { DiskPhotoStore } from './disk-photo-store';
import { isOwnPhotoKey, type PhotoStore, photoKeyOf } from './photo-store';

/** Files younger than this may belong to an upload whose rows are not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The keys every photo row points at (photos and thumbnails). */
async function referencedKeys(db: DbExecutor): Promise<Set<string>> {
  const rows = await db.select({ url: photos.url, thumbnailUrl: photos.thumbnailUrl }).from(photos);
  const keys = new Set<string>();
  for (const row of rows) {
    for (const url of [row.url, row.thumbnailUrl]) {
      const key = photoKeyOf(url);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/**
 * Removes photo files that no row points at and that are older than an hour: what a process killed
 * between storing an upload's files and committing its rows leaves behind. Only names this app makes are
 * considered, so nothing else in the folder or bucket is touched. Returns how many were removed. One
 * bucket (or folder) must serve one database: another deployment's photos would look orphaned here.
 */
export async function removeOrphanPhotoFiles(
  db: DbExecutor,
  target: PhotoStore | string,
  now: number = Date.now(),
): Promise<number> {
  const store = typeof target === 'string' ? new DiskPhotoStore(target) : target;
  const candidates: string[] = [];
  for await (const object of store.list()) {
    if (isOwnPhotoKey(object.key) && now - object.lastModified.getTime() > ORPHAN_MIN_AGE_MS) {
      candidates.push(object.key);
    }
  }
  if (candidates.length === 0) return 0;
  // Read after listing: a row committed meanwhile names a file that is older than an hour only if its
  // upload took that long, and then its key is in this set.
  const referenced = await referencedKeys(db);
  let removed = 0;
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    await store.delete(key);
    removed++;
  }
  return removed;
}
