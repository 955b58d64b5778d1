import '../../load-env';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError, lockHolder } from '../../db/data-dir-lock';
import { createPhotoStore } from '../../photos/photo-storage';
import {
  BackupError,
  type BackupResult,
  backupStoppedDatabase,
  type DataPaths,
  restoreBackup,
} from './backup';
import { requestBackupFromApp } from './backup-requests';

const USAGE = `Usage:
  npm run backup                      write a backup to DATA_DIR/backups/<timestamp>/
  npm run backup -- --restore <dir>   put a backup back (stop the app first)

The photo files are backed up from where PHOTO_STORAGE keeps them (the uploads folder or the S3 bucket)
and restored into it.`;

function summary(backup: BackupResult): string {
  const megabytes = (backup.databaseBytes / 1_048_576).toFixed(1);
  return `${backup.dir}\n  database ${megabytes} MB (gzip), ${backup.uploadFiles} photo files`;
}

async function backup(paths: DataPaths): Promise<void> {
  const running = await lockHolder(paths.dataDir);
  if (running) {
    console.log(`The app is running (pid ${running}): asking it to write the backup...`);
    console.log(`Backup written by the app:\n${summary(await requestBackupFromApp(running, paths.dataDir))}`);
  } else {
    const lock = await acquireDataDirLock(paths.dataDir);
    try {
      console.log(`Backup written:\n${summary(await backupStoppedDatabase(paths))}`);
    } finally {
      await lock.release();
    }
  }
  console.log('Restore it with: npm run backup -- --restore <that directory> (with the app stopped)');
}

async function restore(dir: string, paths: DataPaths): Promise<void> {
  let lock: DataDirLock;
  try {
    lock = await acquireDataDirLock(paths.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`Stop the app before restoring a backup.\n${error.message}`);
  }
  try {
    const { previous } = await restoreBackup(path.resolve(dir), paths);
    if (previous) console.log(`The data it replaced was saved first:\n${summary(previous)}`);
    console.log(`Restored ${path.resolve(dir)} into ${paths.dataDir}. Start the app as usual.`);
  } finally {
    await lock.release();
  }
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: the data lives on a PostgreSQL server. Back it up with pg_dump ' +
        '(e.g. pg_dump -Fc "$DATABASE_URL" > garage-sales.dump) and restore with pg_restore; ' +
        (config.photoStorage.kind === 's3'
          ? `the photos are in the bucket ${config.photoStorage.bucket}: copy it with your store's tools.`
          : `copy ${config.uploadsDir} alongside.`),
    );
    return 2;
  }
  const store = createPhotoStore(config);
  const paths = { dataDir: config.dataDir, uploadsDir: config.uploadsDir, store };
  try {
    if (args.length === 0) {
      await backup(paths);
      return 0;
    }
    if (args[0] === '--restore' && args[1] && args.length === 2) {
      await restore(args[1], paths);
      return 0;
    }
  } finally {
    await store.close();
  }
  console.error(USAGE);
  return args[0] === '--help' ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
