import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** One query API for both engines: the PGlite and node-postgres drivers share drizzle's PostgreSQL builder. */
export type Db = PgliteDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for backups; absent on a PostgreSQL server. */
  pglite?: PGlite;
  /** The server's connection string (PostgreSQL only): LISTEN needs a connection of its own. */
  url?: string;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Runs on every start after migrations (seeding checks for itself whether there is anything to do). */
  prepare?: (db: Db) => Promise<void>;
  /** Tests open many embedded databases in one process: they skip the lock. */
  skipLock?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.prepare) : openPglite(options);
}

async function openPostgres(url: string, prepare: OpenOptions['prepare']): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    // Short web queries: JIT compilation (~90 ms) and parallel workers (~30 ms) cost more than they save;
    // `npm run bench` measured the list query at 140 ms with them and 16 ms without.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its server emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  await oneInstanceAtATime(pool, async () => {
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
    await prepare?.(db);
  });
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

/** The advisory lock's number: "gsf" and the migration step, any constant the app alone uses. */
const MIGRATION_LOCK = 0x67_73_66_01;

/**
 * Instances started together on one server (compose.yaml starts two) would otherwise both run the
 * migrations and the seed at once: the second waits for the first's, then finds nothing left to do.
 * A session-level advisory lock, held on a connection of its own while the pool's connections work.
 */
async function oneInstanceAtATime(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never shrinks:
 * a third of the app's memory for a county's few tens of MB of data, which the file system caches anyway.
 * 32 MB kept a busy week's rows and indexes in the buffers and the app about 120 MB smaller (decision 0010);
 * 16 MB, 18 MB less again: the lists are made from the caches' copy of the week since (sales.service.ts),
 * and the bench's searches were no slower with it (decision 0029, fourth session).
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  // The extensions the migrations create (0008: pg_trgm, for the search): loaded by every PGlite that opens
  // the database, since its indexes call them.
  extensions: { pg_trgm },
} satisfies PGliteOptions;

/**
 * The embedded engine as the app opens it, at `dir` (in memory without one): what tests, tools and the
 * benchmark open too, so that every one of them can read the search index.
 */
export function newPglite(dir?: string, options: PGliteOptions = {}): PGlite {
  // One options object: PGlite reads its second argument only when the first is a directory.
  return new PGlite({ ...PGLITE_OPTIONS, ...options, dataDir: dir });
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const lock = options.skipLock ? undefined : await acquireDataDirLock(options.dataDir);
  try {
    const dir = path.join(options.dataDir, 'pg');
    if (!fs.existsSync(dir)) {
      refuseAfterInterruptedRestore(options.dataDir);
      await createPgliteAtomically(options.dataDir, dir, options.prepare);
    }
    const client = newPglite(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await options.prepare?.(db);
    return {
      db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/**
 * A restore moves the current database to `pg.old-<pid>` and the restored one into `pg`. Should it stop
 * between the two, there is no `pg`, and a start would quietly build a new, empty database while the real
 * data waits beside it. So a start refuses, and says where the data is.
 */
function refuseAfterInterruptedRestore(dataDir: string): void {
  const leftovers = fs
    .readdirSync(dataDir)
    .filter((entry) => entry.startsWith('pg.old-') || entry.startsWith('pg.restore-'));
  if (leftovers.length === 0) return;
  throw new InterruptedRestoreError(
    `${dataDir} has no database (pg/) but holds ${leftovers.join(', ')}: a restore was interrupted.\n` +
      'Run `npm run backup -- --restore <backup dir>` again, or rename pg.old-<pid> back to pg to return ' +
      'to the data from before the restore. The app will not start a new, empty database over them.',
  );
}

export class InterruptedRestoreError extends Error {}

/**
 * A first start builds the database in a scratch directory and renames it into place only once it is
 * migrated and seeded, so a start that is interrupted leaves no half-made database behind.
 */
async function createPgliteAtomically(dataDir: string, dir: string, prepare: OpenOptions['prepare']) {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith('pg.init-')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const scratch = path.join(dataDir, `pg.init-${process.pid}`);
  const client = newPglite(scratch);
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db);
  } finally {
    await client.close();
  }
  fs.renameSync(scratch, dir);
}
