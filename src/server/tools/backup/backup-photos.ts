import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DiskPhotoStore } from '../../photo-store/disk-photo-store';
import type { PhotoStore } from '../../photo-store/photo-store';

/**
 * The photos part of a backup: a backup's `uploads/` folder holds the photo files whatever the storage,
 * so a backup taken on disk can be restored into a bucket and the other way round. Files are copied,
 * never hard-linked: a backup on another disk must survive the loss of the data's disk, and one on the
 * same disk must not share its blocks with the live files.
 */

/** Copies the photo files of a folder (dot files, such as uploads being written, are left out). */
export async function copyUploads(from: string, to: string): Promise<number> {
  await fs.mkdir(to, { recursive: true });
  if (!(await fs.stat(from).catch(() => undefined))) return 0;
  let copied = 0;
  for await (const { key } of new DiskPhotoStore(from).list()) {
    const target = path.join(to, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(from, key), target);
    copied++;
  }
  return copied;
}

/** Downloads every photo object of a store into `to`, under its key. */
export async function downloadPhotos(store: PhotoStore, to: string): Promise<number> {
  await fs.mkdir(to, { recursive: true });
  let copied = 0;
  for await (const { key } of store.list()) {
    const object = await store.get(key);
    // Deleted since the listing: not held by the backup (its row was gone before the database was copied).
    if (!object) continue;
    const file = path.join(to, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(object.body, (await fs.open(file, 'w')).createWriteStream());
    copied++;
  }
  return copied;
}

/** Puts a backup's photo files into a store (replacing objects of the same key); returns how many. */
export async function uploadPhotos(from: string, store: PhotoStore): Promise<number> {
  if (!(await fs.stat(from).catch(() => undefined))) return 0;
  const backup = new DiskPhotoStore(from);
  let copied = 0;
  for await (const { key } of backup.list()) {
    await store.put(key, await fs.readFile(path.join(from, key)));
    copied++;
  }
  return copied;
}
