import fs from 'node:fs/promises';
import path from 'node:path';
import { DiskPhotoStore } from '../photo-store/disk-photo-store';
import type { PhotoStore } from '../photo-store/photo-store';

export interface MigrationReport {
  /** Photo files found in the folder. */
  found: number;
  copied: number;
  /** Already in the store with the same size: left alone. */
  present: number;
}

const PARALLEL_COPIES = 4;

/**
 * Copies every photo file of a folder (the disk store's uploads folder) that the store does not hold yet,
 * under the same key. Safe to run while the app serves from the folder, to stop half-way and to run again:
 * what is there already is skipped, so each run copies only what is new. Files that are not photos
 * (temporary files, other extensions, symbolic links) are not copied.
 */
export async function migratePhotos(
  from: string,
  to: PhotoStore,
  onProgress: (report: MigrationReport) => void = () => {},
): Promise<MigrationReport> {
  const inStore = new Map<string, number>();
  for await (const object of to.list()) inStore.set(object.key, object.size);
  const report: MigrationReport = { found: 0, copied: 0, present: 0 };
  const pending: { key: string; size: number }[] = [];
  for await (const file of new DiskPhotoStore(from).list()) {
    report.found++;
    if (inStore.get(file.key) === file.size) report.present++;
    else pending.push(file);
  }
  const copyNext = async (): Promise<void> => {
    for (let file = pending.shift(); file; file = pending.shift()) {
      await to.put(file.key, await fs.readFile(path.join(from, file.key)));
      report.copied++;
      if (report.copied % 100 === 0) onProgress({ ...report });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  return report;
}
