import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DiskPhotoStore, TEMP_PREFIX } from './disk-photo-store';
import { ownPhotoKeyOf, type PhotoStore, UPLOADS_URL_PREFIX } from './photo-store';

export { UPLOADS_URL_PREFIX } from './photo-store';

export interface PhotoFiles {
  full: Buffer;
  fullExtension: 'jpg' | 'webp';
  thumbnail: Buffer;
}

export interface StoredPhoto {
  /** '/uploads/<uuid>.jpg' */
  url: string;
  /** '/uploads/<uuid>-thumb.webp' */
  thumbnailUrl: string;
}

/** A store, or a folder path for the disk store there (the seed's and tests' way of naming it). */
export type PhotoTarget = PhotoStore | string;

const storeOf = (target: PhotoTarget): PhotoStore =>
  typeof target === 'string' ? new DiskPhotoStore(target) : target;

/**
 * Writes a photo and its thumbnail under names we choose. Each file appears whole or not at all, and if
 * the second cannot be written the first is removed, so a failed upload leaves nothing behind.
 */
export async function storePhoto(target: PhotoTarget, files: PhotoFiles): Promise<StoredPhoto> {
  const store = storeOf(target);
  const id = crypto.randomUUID();
  const fullName = `${id}.${files.fullExtension}`;
  const thumbName = `${id}-thumb.webp`;
  await store.put(fullName, files.full);
  try {
    await store.put(thumbName, files.thumbnail);
  } catch (error) {
    await store.delete(fullName).catch(() => undefined);
    throw error;
  }
  return { url: UPLOADS_URL_PREFIX + fullName, thumbnailUrl: UPLOADS_URL_PREFIX + thumbName };
}

/** The file behind an '/uploads/...' url that this module made, or undefined for any other url. */
export function storedFilePath(uploadsDir: string, url: string | null | undefined): string | undefined {
  const key = ownPhotoKeyOf(url);
  return key ? path.join(uploadsDir, key) : undefined;
}

/** Removes a photo's files (those we made; urls pointing elsewhere are left alone). Missing files are fine. */
export async function deletePhotoFiles(
  target: PhotoTarget,
  photo: { url: string; thumbnailUrl?: string | null },
): Promise<void> {
  const store = storeOf(target);
  const keys = [ownPhotoKeyOf(photo.url), ownPhotoKeyOf(photo.thumbnailUrl)];
  await Promise.all(keys.map((key) => (key ? store.delete(key) : undefined)));
}

/** Temporary files left by a process that was killed mid-write; older than an hour so none is in use. */
export async function removeStaleTempFiles(uploadsDir: string, now: number = Date.now()): Promise<number> {
  let entries: string[];
  try {
    entries = await fs.readdir(uploadsDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries.filter((name) => name.startsWith(TEMP_PREFIX))) {
    const file = path.join(uploadsDir, entry);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > 3_600_000) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
