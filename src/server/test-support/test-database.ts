import crypto from 'node:crypto';
import fs from 'node:fs';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, migrationsFolder } from '../db/client';
import * as schema from '../db/schema';
import { pgliteFromTemplate } from './pglite-template';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(`${migrationsFolder}/${file}`));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Runs one statement on the TEST_DATABASE_URL server's own database (create, drop), on a connection of its own. */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database's name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrated once per set of migrations; every test database is a copy of it (fast, as immich does). */
async function ensureTemplate(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL as string;
  const template = `gsf_template_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(72731)');
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await client.query(`create database "${template}"`);
      const pool = new pg.Pool({ connectionString: withDatabase(base, template), max: 1 });
      try {
        await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
      } finally {
        await pool.end();
      }
    }
    await client.query('select pg_advisory_unlock(72731)');
  } finally {
    await client.end();
  }
  return template;
}

/** Where each PostgreSQL test database lives, for openSameDatabase. */
const serverDatabases = new WeakMap<Database, string>();

/**
 * A second connection to the same database, as a second app instance has: its own pool on PostgreSQL
 * (closing it leaves the database); on PGlite, which one process holds, the same client.
 */
export function openSameDatabase(database: Database): Database {
  const url = serverDatabases.get(database);
  if (!url) return { ...database, close: async () => {} };
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  return { db: drizzleNodePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** A fresh, migrated, empty database of the given engine. Call close() in afterAll. */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const client = await pgliteFromTemplate('migrated');
    const db = drizzlePglite(client, { schema });
    return { db, kind: 'pglite', pglite: client, close: () => client.close() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const template = await ensureTemplate();
  const name = `gsf_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  const url = withDatabase(base, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    url,
    close: async () => {
      await pool.end();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
  serverDatabases.set(database, withDatabase(base, name));
  return database;
}

/** A database with no migrations applied yet, to upgrade in a test: `migrate(folder)` applies a folder. */
export interface EmptyDatabase extends Database {
  migrate(folder: string): Promise<void>;
}

export async function createEmptyDatabase(engine: Engine): Promise<EmptyDatabase> {
  if (engine === 'pglite') {
    const client = await pgliteFromTemplate('blank');
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gsf_upgrade_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: withDatabase(base, name), max: 2 });
  pool.on('error', () => {});
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Runs `test` on a fresh database of `engine`, closing it afterwards whatever happens. */
export async function onTestDatabase(
  engine: Engine,
  test: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await createTestDatabase(engine);
  try {
    await test(database);
  } finally {
    await database.close();
  }
}
