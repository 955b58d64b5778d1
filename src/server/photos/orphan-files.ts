import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbExecutor } from '../db/executor';
import { photos } from '../db/schema';
import { storedFilePath } from './photo-files';

/** Files younger than this may belong to an upload whose rows are not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The files every photo row points at (photos and thumbnails). */
async function referencedFiles(db: DbExecutor, uploadsDir: string): Promise<Set<string>> {
  const rows = await db.select({ url: photos.url, thumbnailUrl: photos.thumbnailUrl }).from(photos);
  const files = new Set<string>();
  for (const row of rows) {
    for (const url of [row.url, row.thumbnailUrl]) {
      const file = storedFilePath(uploadsDir, url);
      if (file) files.add(file);
    }
  }
  return files;
}

/**
 * Removes photo files that no row points at and that are older than an hour: what a process killed
 * between storing an upload's files and committing its rows leaves behind. Only names this app makes are
 * considered (storedFilePath), so nothing else in the folder is touched. Returns how many were removed.
 */
export async function removeOrphanPhotoFiles(
  db: DbExecutor,
  uploadsDir: string,
  now: number = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(uploadsDir);
  } catch {
    return 0;
  }
  const candidates = names
    .map((name) => storedFilePath(uploadsDir, `/uploads/${name}`))
    .filter((file): file is string => file !== undefined);
  if (candidates.length === 0) return 0;
  const referenced = await referencedFiles(db, uploadsDir);
  let removed = 0;
  for (const file of candidates) {
    if (referenced.has(file)) continue;
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > ORPHAN_MIN_AGE_MS) {
      await fs.rm(path.resolve(file), { force: true });
      removed++;
    }
  }
  return removed;
}
