import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAccountLinks } from '../auth/account-links.service';
import { LOGIN_WINDOW_MS, reserveAttempt } from '../auth/login-throttle';
import { createSession, hashToken, SESSION_IDLE_MS } from '../auth/sessions';
import type { Database } from '../db/client';
import { accountTokens, geocodeCache, knownDevices, loginFailures, sessions } from '../db/schema';
import { countQueries } from '../test-support/count-queries';
import { createTestDatabase, engines, onTestDatabase } from '../test-support/test-database';
import { insertSales, insertUser } from './factories';
import { maintainDatabase, runMaintenance, startMaintenance } from './maintenance';

async function rowEstimate(database: Database): Promise<number> {
  const result = await database.db.execute<{ reltuples: number }>(
    sql`select reltuples::float8 as reltuples from pg_class where relname = 'garage_sales'`,
  );
  return Number(result.rows[0]?.reltuples);
}

async function statisticsRows(database: Database): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pg_stats where tablename = 'garage_sales'`,
  );
  return Number(result.rows[0]?.count);
}

async function insertSomeSales(database: Database, count: number, city: string): Promise<void> {
  const { id: userId } = await insertUser(database.db, { email: `${city.toLowerCase()}@example.org` });
  await insertSales(
    database.db,
    Array.from({ length: count }, (_, index) => ({
      userId,
      title: `Sale ${index}`,
      address: `${index} Stats Street`,
      city,
      position: { lat: 53.5, lng: -114 },
      startDate: '2030-06-01',
      endDate: '2030-06-02',
    })),
  );
}

describe('database maintenance on pglite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('gives the planner statistics after maintainDatabase', async () => {
    await insertSomeSales(database, 120, 'Statsville');
    // Analysed only while empty (migration 0011's ANALYZE: 0 rows), or never (PostgreSQL 14+ says -1,
    // "unknown"): the planner knows nothing of these 120 sales, and pg_stats is empty.
    expect([-1, 0]).toContain(await rowEstimate(database));
    expect(await statisticsRows(database)).toBe(0);
    await maintainDatabase(database);
    expect(await rowEstimate(database)).toBe(120);
    expect(await statisticsRows(database)).toBeGreaterThan(0);
  });

  it('vacuums and analyses on a timer until stopped', async () => {
    await insertSomeSales(database, 30, 'Timerville');
    const errors: unknown[] = [];
    const stop = startMaintenance(database, { intervalMs: 20, onError: (error) => errors.push(error) });
    try {
      await expect.poll(() => rowEstimate(database), { timeout: 5_000 }).toBe(150);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
    await insertSomeSales(database, 10, 'Afterville');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowEstimate(database)).toBe(150);
  });
});

describe.each(engines.filter((engine) => engine === 'postgres'))('database maintenance on %s', (engine) => {
  it('leaves a PostgreSQL server to its autovacuum', async () => {
    const database = await createTestDatabase(engine);
    const queries = countQueries(database.db);
    try {
      await maintainDatabase(database);
      expect(queries.count).toBe(0);
      const stop = startMaintenance(database, { intervalMs: 5 });
      // Long enough for a few periodic runs: they sweep expired rows but never vacuum or analyse.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await stop();
      expect(queries.count).toBeGreaterThan(0);
      expect(queries.statements.filter((statement) => /\b(vacuum|analyze)\b/i.test(statement))).toEqual([]);
    } finally {
      queries.stop();
      await database.close();
    }
  });
});

describe.each(engines)('expired rows on %s', (engine) => {
  it('are swept by the periodic run: dead sessions and past login-failure counters', () =>
    onTestDatabase(engine, async (database) => {
      const { id: userId } = await insertUser(database.db, { email: 'sweep@example.org' });
      const now = new Date();
      const live = await createSession(database.db, userId, now);
      const idle = await createSession(
        database.db,
        userId,
        new Date(now.getTime() - SESSION_IDLE_MS - 60_000),
      );
      await reserveAttempt(
        database.db,
        'email:old@example.org',
        5,
        new Date(now.getTime() - LOGIN_WINDOW_MS - 1),
      );
      await reserveAttempt(database.db, 'email:new@example.org', 5, now);
      const stop = startMaintenance(database, { intervalMs: 20 });
      try {
        await expect
          .poll(async () => (await database.db.select().from(sessions)).length, { timeout: 5_000 })
          .toBe(1);
      } finally {
        await stop();
      }
      const [session] = await database.db.select().from(sessions);
      expect(session?.id).toBe(hashToken(live));
      expect(session?.id).not.toBe(hashToken(idle));
      const keys = (await database.db.select().from(loginFailures)).map((row) => row.key);
      expect(keys).toEqual(['email:new@example.org']);
    }));
});

describe.each(engines)('mailed links and remembered browsers on %s', (engine) => {
  it('drop links a day past their expiry and browsers unseen for over 400 days', () =>
    onTestDatabase(engine, async (database) => {
      const { id: userId } = await insertUser(database.db, { email: 'links@example.org' });
      const now = new Date();
      const day = 24 * 60 * 60 * 1000;
      await database.db.insert(accountTokens).values([
        {
          userId,
          purpose: 'password-reset',
          tokenHash: 'a'.repeat(64),
          expiresAt: new Date(now.getTime() - 2 * day),
        },
        {
          userId,
          purpose: 'password-reset',
          tokenHash: 'b'.repeat(64),
          expiresAt: new Date(now.getTime() - 60_000),
        },
      ]);
      await database.db.insert(knownDevices).values([
        { userId, tokenHash: 'c'.repeat(64), lastUsedAt: new Date(now.getTime() - 401 * day) },
        { userId, tokenHash: 'd'.repeat(64), lastUsedAt: now },
      ]);
      await pruneAccountLinks(database.db, now);
      const tokens = await database.db.select().from(accountTokens);
      expect(tokens.map((row) => row.tokenHash)).toEqual(['b'.repeat(64)]);
      const devices = await database.db.select().from(knownDevices);
      expect(devices.map((row) => row.tokenHash)).toEqual(['d'.repeat(64)]);
    }));
});

describe.each(engines)('geocoder answers on %s', (engine) => {
  it('are pruned once stale: found ones after 90 days, "no result" ones after a day', () =>
    onTestDatabase(engine, async (database) => {
      const now = new Date();
      const ago = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
      const found = { lat: 53.5, lng: -114 };
      await database.db.insert(geocodeCache).values([
        { query: 'found, 89 days', ...found, createdAt: ago(89) },
        { query: 'found, 91 days', ...found, createdAt: ago(91) },
        { query: 'none, 20 hours', lat: null, lng: null, createdAt: ago(0, 20) },
        { query: 'none, 25 hours', lat: null, lng: null, createdAt: ago(1, 1) },
      ]);
      await runMaintenance(database, now);
      const left = (await database.db.select().from(geocodeCache)).map((row) => row.query).sort();
      expect(left).toEqual(['found, 89 days', 'none, 20 hours']);
    }));
});
