import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DiskPhotoStore } from '../../photos/disk-photo-store';
import type { PhotoStore } from '../../photos/photo-store';

/**
 * The photos part of a backup: a backup's `uploads/` folder holds the photo files whatever the storage,
 * so a backup taken on disk can be restored into a bucket and the other way round.
 */

/** Copies a directory of photo files. They are never changed in place, so a hard link is a safe copy. */
export async function copyUploads(from: string, to: string): Promise<number> {
  await fs.mkdir(to, { recursive: true });
  const names = await fs.readdir(from).catch(() => [] as string[]);
  let copied = 0;
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const source = path.join(from, name);
    if (!(await fs.stat(source)).isFile()) continue;
    await fs.link(source, path.join(to, name)).catch(() => fs.copyFile(source, path.join(to, name)));
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
    // Deleted since the listing: its row is gone too, or the database dump came first and still has it,
    // and then the file was already missing for the app.
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
  const backup = new DiskPhotoStore(from);
  let copied = 0;
  for await (const { key } of backup.list()) {
    await store.put(key, await fs.readFile(path.join(from, key)));
    copied++;
  }
  return copied;
}
