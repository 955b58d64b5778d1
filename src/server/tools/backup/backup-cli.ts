import '../../load-env';
import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../../config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../../db/data-dir-lock';
import { createPhotoStore } from '../../photo-store/photo-storage';
import { runCommand } from '../run-command';
import { type BackupResult, backupStoppedDatabase, type DataPaths, pgDir } from './backup';
import { requestBackupFromApp } from './backup-requests';
import { BackupError, verifyBackup } from './backup-verify';
import { restoreBackup } from './restore';
import { describeRestore } from './restore-report';

const USAGE = `Usage:
  npm run backup                                write a backup into BACKUP_DIR (default DATA_DIR/backups)
  npm run backup -- --verify <dir>              check a backup: its database opens and every photo has its files
  npm run backup -- --restore <dir> [--force]   put a backup back (stop the app first)

Options:
  --data-dir <dir>   the app's data directory, instead of DATA_DIR (a restore needs one or the other)

The app may be running during a backup: it writes the backup itself. The photo files are backed up from
where PHOTO_STORAGE keeps them (the uploads folder or the S3 bucket) and restored into it. BACKUP_KEEP
(default 7) backups are kept; older ones are removed after each new one.`;

function summary(backup: BackupResult): string {
  const megabytes = (backup.databaseBytes / 1_048_576).toFixed(1);
  const lines = [
    backup.dir,
    `  database ${megabytes} MB (gzip), ${backup.uploadFiles} photo files; checked: each of the ` +
      `${backup.photoRows} photos in it has its files`,
  ];
  for (const dir of backup.pruned) lines.push(`  removed an old backup (BACKUP_KEEP): ${dir}`);
  return lines.join('\n');
}

/** A backup beside the data it saves is lost with that disk: say so, every time. */
function sameDiskWarning(config: AppConfig): string | undefined {
  const backups = fs.statSync(config.backupDir, { throwIfNoEntry: false });
  const data = fs.statSync(config.dataDir, { throwIfNoEntry: false });
  if (!backups || !data || backups.dev !== data.dev) return undefined;
  return (
    `Note: ${config.backupDir} is on the same disk as DATA_DIR; a backup there is lost with that disk. ` +
    'Set BACKUP_DIR to a folder on another disk (or copy the backups off this machine).'
  );
}

function noDatabase(config: AppConfig, named: boolean): BackupError {
  if (named) return new BackupError(`There is no database in ${config.dataDir} yet: nothing to back up.`);
  return new BackupError(
    `There is no database in ${config.dataDir}: DATA_DIR is not set, so the default ./data was looked in.\n` +
      'Set DATA_DIR to the data directory of the app (or pass --data-dir <dir>), e.g. ' +
      'DATA_DIR=/srv/garage-sales/data npm run backup',
  );
}

async function backup(config: AppConfig, paths: DataPaths, named: boolean): Promise<void> {
  if (!fs.existsSync(pgDir(config.dataDir))) throw noDatabase(config, named);
  const options = { keep: config.backupKeep, diskReserveBytes: config.diskReserveBytes };
  let lock: DataDirLock | undefined;
  try {
    lock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
  if (lock) {
    try {
      console.log(`Backup written:\n${summary(await backupStoppedDatabase(paths, options))}`);
    } finally {
      await lock.release();
    }
  } else {
    console.log('The app is running: asking it to write the backup...');
    console.log(`Backup written by the app:\n${summary(await requestBackupFromApp(config.dataDir))}`);
  }
  const warning = sameDiskWarning(config);
  if (warning) console.log(warning);
  console.log('Restore it with: npm run backup -- --restore <that directory> (with the app stopped)');
}

async function verify(dir: string): Promise<number> {
  const check = await verifyBackup(path.resolve(dir));
  if (check.problems.length > 0) {
    console.error(`${path.resolve(dir)} is NOT whole:\n  ${check.problems.join('\n  ')}`);
    return 1;
  }
  console.log(
    `${path.resolve(dir)} is whole: taken ${check.createdAt}; its database opens and each of its ` +
      `${check.photoRows} photos has its files.`,
  );
  return 0;
}

async function restore(dir: string, paths: DataPaths, force: boolean): Promise<void> {
  let lock: DataDirLock;
  try {
    lock = await acquireDataDirLock(paths.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`Stop the app before restoring a backup.\n${error.message}`);
  }
  try {
    const result = await restoreBackup(path.resolve(dir), paths, { force });
    console.log(describeRestore(path.resolve(dir), paths.dataDir, result));
  } finally {
    await lock.release();
  }
}

/** `--data-dir <dir>` anywhere among the arguments, and the arguments without it. */
function takeDataDir(args: string[]): { dataDir: string | undefined; rest: string[] } {
  const at = args.indexOf('--data-dir');
  if (at < 0) return { dataDir: undefined, rest: args };
  return { dataDir: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

async function main(argv: string[]): Promise<number> {
  const { dataDir, rest: args } = takeDataDir(argv);
  if (argv.includes('--data-dir') && !dataDir) {
    console.error(USAGE);
    return 2;
  }
  const named = Boolean(dataDir || process.env.DATA_DIR);
  const config = loadConfig(dataDir ? { ...process.env, DATA_DIR: dataDir } : process.env);
  if (args[0] === '--verify' && args[1] && args.length === 2) return verify(args[1]);
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
  const restoring =
    args[0] === '--restore' && args[1] && (args.length === 2 || (args.length === 3 && args[2] === '--force'));
  if (args.length > 0 && !restoring) {
    console.error(USAGE);
    return args[0] === '--help' ? 0 : 2;
  }
  if (restoring && !named) {
    throw new BackupError(
      'Name the data directory to restore into: DATA_DIR=/path/to/data npm run backup -- --restore <dir> ' +
        '(or --data-dir /path/to/data). Nothing was changed.',
    );
  }
  if (!restoring && !fs.existsSync(pgDir(config.dataDir))) throw noDatabase(config, named);
  const store = createPhotoStore(config);
  const paths = {
    dataDir: config.dataDir,
    uploadsDir: config.uploadsDir,
    backupDir: config.backupDir,
    store,
  };
  try {
    if (restoring) await restore(args[1] as string, paths, args[2] === '--force');
    else await backup(config, paths, named);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(main, [BackupError, ConfigError, DataDirLockedError]);
