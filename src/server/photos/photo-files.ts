import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';
const TEMP_PREFIX = '.tmp-';
// Only names this module makes are ever touched on disk: a url from the database cannot reach elsewhere.
const STORED_NAME = /^[0-9a-f-]{36}(-thumb)?\.(jpg|webp)$/;

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

async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const temp = path.join(dir, `${TEMP_PREFIX}${crypto.randomUUID()}`);
  try {
    await fs.writeFile(temp, data, { flag: 'wx' });
    await fs.rename(temp, path.join(dir, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * Writes a photo and its thumbnail under names we choose. Each file appears whole or not at all, and if
 * the second cannot be written the first is removed, so a failed upload leaves nothing behind.
 */
export async function storePhoto(uploadsDir: string, files: PhotoFiles): Promise<StoredPhoto> {
  await fs.mkdir(uploadsDir, { recursive: true });
  const id = crypto.randomUUID();
  const fullName = `${id}.${files.fullExtension}`;
  const thumbName = `${id}-thumb.webp`;
  await writeAtomically(uploadsDir, fullName, files.full);
  try {
    await writeAtomically(uploadsDir, thumbName, files.thumbnail);
  } catch (error) {
    await fs.rm(path.join(uploadsDir, fullName), { force: true });
    throw error;
  }
  return { url: UPLOADS_URL_PREFIX + fullName, thumbnailUrl: UPLOADS_URL_PREFIX + thumbName };
}

/** The file behind an '/uploads/...' url that this module made, or undefined for any other url. */
export function storedFilePath(uploadsDir: string, url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(uploadsDir, name) : undefined;
}

/** Removes a photo's files (those we made; urls pointing elsewhere are left alone). Missing files are fine. */
export async function deletePhotoFiles(
  uploadsDir: string,
  photo: { url: string; thumbnailUrl?: string | null },
): Promise<void> {
  const files = [storedFilePath(uploadsDir, photo.url), storedFilePath(uploadsDir, photo.thumbnailUrl)];
  await Promise.all(files.map((file) => (file ? fs.rm(file, { force: true }) : undefined)));
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
