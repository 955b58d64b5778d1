import './load-env';
import v8 from 'node:v8';
import { ensureAdmin } from './admin/users/bootstrap-admin';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { InterruptedRestoreError, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { isOutOfSpaceError } from './errors';
import { assertRoomToStart, DiskFullError, diskSpace, noSpaceMessage } from './ops/disk-space';
import { fullCollection, startIdleCollection } from './ops/idle-collection';
import { createPhotoStore } from './photo-store/photo-storage';
import { removeStaleUploads } from './photos/photo-upload';
import { uploadTempDir } from './photos/photos.routes';
import { listenForBackupRequests } from './tools/backup/backup-requests';
import { maintainDatabase, startMaintenance, startPhotoSweep } from './tools/maintenance';
import { seedDatabase } from './tools/seed/seed';

// The embedded database is PostgreSQL compiled to WebAssembly, which V8 compiles twice by default: a quick
// baseline (Liftoff) to start with, then optimised code, and keeps both. Optimised code only keeps about
// 35 MB less memory for as long as the app runs, for about a second more at start; queries are as fast
// (measured, decision 0010). Set before the database opens, when V8 first compiles it.
v8.setFlagsFromString('--no-liftoff');
// After each full collection V8 lets its heap grow to up to about four times what survived before the next
// one, and keeps what it grew to long after a burst of requests: on the bench's load 130 to 210 MB of heap,
// mostly garbage, an app's RSS of 390 to 450 MB on the embedded database and 340 MB on PostgreSQL.
// 1.4 times keeps it at 80 to 90 MB (RSS 303 MB embedded; on PostgreSQL 216 and 227 MB with 1.3 and 1.5) at
// no cost in throughput that shows; 1.3 cost the embedded database's filtered lists about 15 % (decision
// 0029, fourth session).
v8.setFlagsFromString('--heap-growing-percent=40');

/** A start that failed for want of room says so, with the path (PGlite's own words would be "Aborted()"). */
async function outOfSpace(
  error: unknown,
  dataDir: string,
  reserveBytes: number,
): Promise<DiskFullError | undefined> {
  const space = await diskSpace(dataDir, Math.max(reserveBytes, 1)).catch(() => undefined);
  if (!isOutOfSpaceError(error) && (!space || space.ok)) return undefined;
  return new DiskFullError(noSpaceMessage(dataDir, space ?? { freeBytes: 0, reserveBytes }));
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) await assertRoomToStart(config.dataDir, config.diskReserveBytes);
  try {
    await start(config);
  } catch (error) {
    throw (await outOfSpace(error, config.dataDir, config.diskReserveBytes)) ?? error;
  }
}

async function start(config: AppConfig) {
  const seedStore = createPhotoStore(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    prepare: async (db) => {
      await seedDatabase(db, {
        demoData: config.demoData,
        uploadsDir: config.uploadsDir,
        store: seedStore,
        timeZone: config.timeZone,
      });
    },
  });
  await seedStore.close();
  // This process alone uses the data directory (it holds the embedded database's lock): an upload being
  // received when the last one was killed will never finish. Instances sharing it wait an hour.
  if (database.kind === 'pglite') await removeStaleUploads(uploadTempDir(config.dataDir), Date.now(), 0);
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });
  // Reported, not fatal: photos come back by themselves when the storage does; the rest of the site works.
  await app.photoStore.check().catch((err) => app.log.error({ err }, 'photo storage is not reachable'));
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    const done = { created: 'created', promoted: 'promoted', unchanged: 'already an administrator' };
    app.log.info(`administrator ${config.admin.email} ${done[outcome]}`);
  }
  // The embedded database has no autovacuum: fresh planner statistics now, and a vacuum every few hours.
  await maintainDatabase(database);
  const stopMaintenance = startMaintenance(database, {
    timeZone: config.timeZone,
    onError: (err) => app.log.error({ err }, 'database maintenance failed'),
  });
  // Photo files a crash left without their rows, and uploads it left half-received.
  const stopPhotoSweep = startPhotoSweep(database, app.photoStore, uploadTempDir(config.dataDir), (err) =>
    app.log.error({ err }, 'photo sweep failed'),
  );
  // `npm run backup` asks the running app for the embedded database's backup (SIGUSR2).
  const backups = database.pglite
    ? await listenForBackupRequests(
        database.pglite,
        { ...config, store: app.photoStore },
        { keep: config.backupKeep, diskReserveBytes: config.diskReserveBytes },
        {
          info: (message) => app.log.info(message),
          error: (message) => app.log.error(message),
        },
      )
    : undefined;

  // The memory the start and then each burst of requests grew V8's heap to: given back now, before the app
  // listens, and then whenever the app is quiet after its heap grew.
  const collect = fullCollection();
  const stopIdleCollection = collect
    ? startIdleCollection(app.server, {
        collect,
        collectNow: true,
        onCollected: ({ ms, heapBefore, heapAfter }) =>
          app.log.debug(
            `idle: V8's heap collected from ${Math.round(heapBefore / 2 ** 20)} to ${Math.round(heapAfter / 2 ** 20)} MB in ${ms} ms`,
          ),
      })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests, then closing the database');
    const force = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; closing anyway');
      void database.close().finally(() => process.exit(1));
    }, 10_000);
    force.unref();
    try {
      stopIdleCollection?.();
      await app.close();
      await backups?.close();
      await stopMaintenance();
      await stopPhotoSweep();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info(`${config.siteName} is ready on http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof InterruptedRestoreError ||
    error instanceof DiskFullError
  ) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
