import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../../db/client';
import { diskSpace, noSpaceMessage } from '../../ops/disk-space';
import type { PhotoStore } from '../../photo-store/photo-store';
import { copyUploads, downloadPhotos } from './backup-photos';
import { pruneBackups } from './backup-prune';
import { BackupError, DATABASE_FILE, MANIFEST_FILE, type Manifest, verifyBackup } from './backup-verify';

export { BackupError, DATABASE_FILE } from './backup-verify';

/**
 * Backups of the embedded database: BACKUP_DIR/<timestamp>/ holds PGlite's data directory as a gzipped
 * tarball, a copy of the photo files (from the uploads folder or the bucket) and a manifest. The database
 * is copied first and the files after, with the photo store's deletions held meanwhile, so every photo
 * row of the copy finds its file; the backup is then checked (verifyBackup) before it appears, whole or
 * not at all, and the oldest beyond BACKUP_KEEP are removed.
 */

export interface DataPaths {
  dataDir: string;
  uploadsDir: string;
  backupDir: string;
  /** The photo store the app uses: its deletions are held while files are copied; a bucket's are copied. */
  store?: PhotoStore;
}

export interface BackupOptions {
  /** Backups to keep, this one included (0 keeps all). */
  keep?: number;
  /** Free space DATA_DIR's disk must have: the backup's checkpoint writes there. */
  diskReserveBytes?: number;
  now?: Date;
}

export interface BackupResult {
  dir: string;
  createdAt: string;
  databaseBytes: number;
  uploadFiles: number;
  /** Photo rows in the backed-up database, each checked to have its files in the backup. */
  photoRows: number;
  /** Older backups removed to keep BACKUP_KEEP. */
  pruned: string[];
}

const inBucket = (paths: DataPaths) => paths.store !== undefined && paths.store.kind !== 'disk';

export const pgDir = (dataDir: string) => path.join(dataDir, 'pg');

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** The database and the photo files of one moment, in `partial`; answers the manifest's content. */
async function copyData(pglite: PGlite, paths: DataPaths, partial: string, now: Date): Promise<Manifest> {
  const release = paths.store?.holdDeletions();
  try {
    // Flushes the data files, so a restore has little write-ahead log to replay.
    await pglite.exec('CHECKPOINT');
    const tarball = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await fs.writeFile(path.join(partial, DATABASE_FILE), tarball);
    const uploadsCopy = path.join(partial, 'uploads');
    const uploadFiles =
      paths.store && inBucket(paths)
        ? await downloadPhotos(paths.store, uploadsCopy)
        : await copyUploads(paths.uploadsDir, uploadsCopy);
    return {
      format: 2,
      engine: 'pglite',
      createdAt: now.toISOString(),
      photoStorage: paths.store?.kind ?? 'disk',
      uploadFiles,
      database: { bytes: tarball.length, sha256: crypto.createHash('sha256').update(tarball).digest('hex') },
    };
  } finally {
    await release?.();
  }
}

export async function writeBackup(
  pglite: PGlite,
  paths: DataPaths,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const now = options.now ?? new Date();
  if (options.diskReserveBytes) {
    // A checkpoint that cannot write ends the embedded database (ops/disk-space.ts): not near a full disk.
    const space = await diskSpace(paths.dataDir, options.diskReserveBytes);
    if (!space.ok) throw new BackupError(`No backup written. ${noSpaceMessage(paths.dataDir, space)}`);
  }
  const name = stamp(now);
  const partial = path.join(paths.backupDir, `.partial-${name}-${process.pid}`);
  await fs.mkdir(partial, { recursive: true });
  try {
    const manifest = await copyData(pglite, paths, partial, now);
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const check = await verifyBackup(partial);
    if (check.problems.length > 0) {
      throw new BackupError(
        `The backup failed its check, so it was not kept:\n  ${check.problems.join('\n  ')}`,
      );
    }
    const dir = path.join(paths.backupDir, name);
    await fs.rename(partial, dir);
    const pruned = options.keep ? await pruneBackups(paths.backupDir, options.keep) : [];
    return {
      dir,
      createdAt: manifest.createdAt,
      databaseBytes: manifest.database?.bytes ?? 0,
      uploadFiles: manifest.uploadFiles,
      photoRows: check.photoRows,
      pruned,
    };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the stopped app's database itself (the caller holds the data directory's lock). */
export async function backupStoppedDatabase(
  paths: DataPaths,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const dir = pgDir(paths.dataDir);
  if (!(await fs.stat(dir).catch(() => undefined))) {
    throw new BackupError(`There is no database in ${paths.dataDir} yet: nothing to back up.`);
  }
  const pglite = newPglite(dir);
  try {
    return await writeBackup(pglite, paths, options);
  } finally {
    await pglite.close();
  }
}
