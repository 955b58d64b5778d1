import fs from 'node:fs/promises';
import path from 'node:path';
import { newPglite } from '../../db/client';
import { type BackupResult, type DataPaths, pgDir, writeBackup } from './backup';
import { copyUploads, uploadPhotos } from './backup-photos';
import { BackupError, readBackup, verifyBackup } from './backup-verify';
import { type Counts, countData, type Voided, voidSessionsAndLinks } from './restore-rewind';

export interface RestoreOptions {
  /** Restore even though the backup fails its check (photo files missing). */
  force?: boolean;
}

export interface RestoreResult {
  /** The backup's time. */
  createdAt: string;
  /** The data it replaced, saved first (absent when there was none). */
  previous: BackupResult | undefined;
  /** Users, sales, photos and favourites before (the data replaced) and after. */
  before: Counts | undefined;
  after: Counts;
  voided: Voided;
  /** Photo files the backup lacks (restored with --force). */
  problems: string[];
}

const inBucket = (paths: DataPaths) => paths.store !== undefined && paths.store.kind !== 'disk';

async function swapIn(fresh: string, target: string): Promise<void> {
  const old = `${target}.old-${process.pid}`;
  const hadOld = await fs.rename(target, old).then(
    () => true,
    () => false,
  );
  await fs.rename(fresh, target);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

/** The current data's counts, and a backup of it (never pruned: the one being restored may be the oldest). */
async function saveCurrent(paths: DataPaths): Promise<{ previous?: BackupResult; before?: Counts }> {
  if (!(await fs.stat(pgDir(paths.dataDir)).catch(() => undefined))) return {};
  const current = newPglite(pgDir(paths.dataDir));
  try {
    const before = await countData(current);
    return { before, previous: await writeBackup(current, paths) };
  } finally {
    await current.close();
  }
}

/**
 * Puts a backup's database and photos in place of the current ones (the caller holds the lock, so the
 * app is stopped). The backup is checked first; its database is loaded into a scratch directory, where
 * every session is ended and every one-time link voided; the current data is backed up, so a restore can
 * itself be undone; then the database and the uploads are swapped in by renames. With a bucket, the
 * backup's photos are put into it before the database comes back, so no restored row lacks its file;
 * objects the backup does not know stay, and the orphan sweep removes them.
 */
export async function restoreBackup(
  backupDir: string,
  paths: DataPaths,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const { tarball } = await readBackup(backupDir);
  const check = await verifyBackup(backupDir);
  if (check.problems.length > 0 && !options.force) {
    throw new BackupError(
      `${backupDir} failed its check, so nothing was restored:\n  ${check.problems.join('\n  ')}\n` +
        'Restore it anyway (those photos will be missing) with --force.',
    );
  }
  const scratch = path.join(paths.dataDir, `pg.restore-${process.pid}`);
  const uploadsScratch = `${paths.uploadsDir}.restore-${process.pid}`;
  await fs.rm(scratch, { recursive: true, force: true });
  await fs.mkdir(scratch, { recursive: true });
  try {
    const restored = newPglite(scratch, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
    let voided: Voided;
    let after: Counts;
    try {
      voided = await voidSessionsAndLinks(restored);
      after = await countData(restored);
    } finally {
      await restored.close();
    }
    const { previous, before } = await saveCurrent(paths);
    if (paths.store && inBucket(paths)) {
      await uploadPhotos(path.join(backupDir, 'uploads'), paths.store);
      await swapIn(scratch, pgDir(paths.dataDir));
    } else {
      await fs.rm(uploadsScratch, { recursive: true, force: true });
      await copyUploads(path.join(backupDir, 'uploads'), uploadsScratch);
      await swapIn(scratch, pgDir(paths.dataDir));
      await swapIn(uploadsScratch, paths.uploadsDir);
    }
    return { createdAt: check.createdAt, previous, before, after, voided, problems: check.problems };
  } catch (error) {
    await fs.rm(scratch, { recursive: true, force: true });
    await fs.rm(uploadsScratch, { recursive: true, force: true });
    throw error;
  }
}
