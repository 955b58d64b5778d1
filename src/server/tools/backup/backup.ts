import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../../db/client';
import type { PhotoStore } from '../../photos/photo-store';
import { copyUploads, downloadPhotos, uploadPhotos } from './backup-photos';

/**
 * Backups of the embedded database: DATA_DIR/backups/<timestamp>/ holds PGlite's data directory as a
 * gzipped tarball, a copy of the photo files (from the uploads folder or the bucket) and a manifest. A
 * backup appears whole or not at all.
 */

export interface DataPaths {
  dataDir: string;
  uploadsDir: string;
  /** The photo store when it is not the uploads folder (PHOTO_STORAGE=s3): its objects are backed up. */
  store?: PhotoStore;
}

const inBucket = (paths: DataPaths) => paths.store !== undefined && paths.store.kind !== 'disk';

export interface BackupResult {
  dir: string;
  databaseBytes: number;
  uploadFiles: number;
}

export class BackupError extends Error {}

export const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';

export const backupsRoot = (dataDir: string) => path.join(dataDir, 'backups');
export const pgDir = (dataDir: string) => path.join(dataDir, 'pg');

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

export async function writeBackup(pglite: PGlite, paths: DataPaths, now = new Date()): Promise<BackupResult> {
  const root = backupsRoot(paths.dataDir);
  const name = stamp(now);
  const partial = path.join(root, `.partial-${name}-${process.pid}`);
  await fs.mkdir(partial, { recursive: true });
  try {
    // Flushes the data files, so a restore has little write-ahead log to replay.
    await pglite.exec('CHECKPOINT');
    const tarball = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
    await fs.writeFile(path.join(partial, DATABASE_FILE), tarball);
    // After the database: every photo row in the dump already has its file.
    const uploadsCopy = path.join(partial, 'uploads');
    const uploadFiles =
      paths.store && inBucket(paths)
        ? await downloadPhotos(paths.store, uploadsCopy)
        : await copyUploads(paths.uploadsDir, uploadsCopy);
    const photoStorage = paths.store?.kind ?? 'disk';
    const manifest = { format: 1, engine: 'pglite', createdAt: now.toISOString(), uploadFiles, photoStorage };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const dir = path.join(root, name);
    await fs.rename(partial, dir);
    return { dir, databaseBytes: tarball.length, uploadFiles };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Opens the stopped app's database itself (the caller holds the data directory's lock). */
export async function backupStoppedDatabase(paths: DataPaths): Promise<BackupResult> {
  const dir = pgDir(paths.dataDir);
  if (!(await fs.stat(dir).catch(() => undefined))) {
    throw new BackupError(`There is no database in ${paths.dataDir} yet: nothing to back up.`);
  }
  const pglite = newPglite(dir);
  try {
    return await writeBackup(pglite, paths);
  } finally {
    await pglite.close();
  }
}

async function readBackup(backupDir: string): Promise<Buffer> {
  const manifest = await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8').catch(() => undefined);
  const tarball = await fs.readFile(path.join(backupDir, DATABASE_FILE)).catch(() => undefined);
  if (!manifest || !tarball) {
    throw new BackupError(
      `${backupDir} is not a backup: it should hold ${MANIFEST_FILE} and ${DATABASE_FILE}.`,
    );
  }
  return tarball;
}

async function swapIn(fresh: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadOld = await fs.rename(target, old).then(
    () => true,
    () => false,
  );
  await fs.rename(fresh, target);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

/**
 * Puts a backup's database and uploads in place of the current ones (the caller holds the lock, so the
 * app is stopped). The current data is backed up first, so a restore can itself be undone. With a bucket,
 * the backup's photos are put into it before the database comes back, so no restored row lacks its file;
 * objects the backup does not know stay, and the orphan sweep removes them an hour later.
 */
export async function restoreBackup(
  backupDir: string,
  paths: DataPaths,
): Promise<{ previous: BackupResult | undefined }> {
  const tarball = await readBackup(backupDir);
  const scratch = path.join(paths.dataDir, `pg.restore-${process.pid}`);
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { recursive: true });
  try {
    const restored = newPglite(scratch, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
    try {
      await restored.query('select 1');
    } finally {
      await restored.close();
    }
    const current = await fs.stat(pgDir(paths.dataDir)).catch(() => undefined);
    const previous = current ? await backupStoppedDatabase(paths) : undefined;

    if (paths.store && inBucket(paths)) {
      await uploadPhotos(path.join(backupDir, 'uploads'), paths.store);
      await swapIn(scratch, pgDir(paths.dataDir));
      return { previous };
    }
    const uploadsScratch = `${paths.uploadsDir}.restore-${process.pid}`;
    await fs.rm(uploadsScratch, { recursive: true, force: true });
    await copyUploads(path.join(backupDir, 'uploads'), uploadsScratch);
    await swapIn(scratch, pgDir(paths.dataDir));
    await swapIn(uploadsScratch, paths.uploadsDir);
    return { previous };
  } catch (error) {
    await fs.rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
