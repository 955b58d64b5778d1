import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/client';
import { adminQuery, withDatabase } from '../test-support/test-database';
import { seedDatabase } from '../tools/seed/seed';

// Two instances started at once on an empty PostgreSQL server (compose.yaml does): one migrates and
// seeds, the other waits and finds it done. The embedded database has a single process by its lock.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances starting together on an empty server', () => {
  it('migrate and seed once, both start', async () => {
    const name = `gsf_start_${process.pid}_${Date.now()}`;
    await adminQuery(`create database "${name}"`);
    const url = withDatabase(process.env.TEST_DATABASE_URL as string, name);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-start-'));
    const open = () =>
      openDatabase({
        dataDir,
        databaseUrl: url,
        prepare: async (db) => {
          await seedDatabase(db, { demoData: false, uploadsDir: dataDir, timeZone: 'America/Edmonton' });
        },
      });
    try {
      const [first, second] = await Promise.all([open(), open()]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const journal = JSON.parse(
          fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
        );
        expect(migrations.rows[0].n).toBe(journal.entries.length);
        const cities = await client.query('select name, count(*)::int as n from cities group by name');
        expect(cities.rows.length).toBeGreaterThan(0);
        expect(cities.rows.every((row) => row.n === 1)).toBe(true);
      } finally {
        await client.end();
      }
      await first.close();
      await second.close();
    } finally {
      await adminQuery(`drop database if exists "${name}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
