import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { Database, Db } from '../db/client';
import * as schema from '../db/schema';
import { createPgThrottle } from '../lib/pg-throttle';
import { ThrottleBusyError } from '../lib/throttle';
import { SalesCache } from '../sales/sales-cache';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestDatabase } from '../test-support/test-database';
import { SALES_CHANNEL, startSalesChangeFeed } from './sales-change-feed';

/** A second connection pool on the same database: what another app instance would have. */
function sameDatabase(url: string): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', url, pool, close: () => pool.end() };
}

const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as never;
const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
};

// Instances share state only through a PostgreSQL server; the embedded database has one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances on one PostgreSQL server', () => {
  let a: TestApp;
  let second: Database & { pool: pg.Pool };
  let b: App;

  beforeAll(async () => {
    a = await createTestApp('postgres', { REGISTER_LIMIT_PER_HOUR: '3' });
    second = sameDatabase(a.database.url as string);
    b = await buildApp({ config: a.config, database: second });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await second.close();
    await a.close();
  });

  it('drops cached answers when another instance says sales changed, not on its own notices', async () => {
    // A database of its own: A's and B's feeds listen on theirs, and the caches' clock is the process's.
    const own = await createTestDatabase('postgres');
    const url = own.url as string;
    const feed = startSalesChangeFeed(url, async () => {}, quietLog);
    await feed.ready;
    const cache = new SalesCache<string>({ ttlMs: 60_000, sizeOf: () => 1 });
    let loads = 0;
    const read = () => cache.get('k', async () => `load ${++loads}`);
    expect(await read()).toBe('load 1');
    expect(await read()).toBe('load 1');

    const notifier = new pg.Client({ connectionString: url });
    await notifier.connect();
    try {
      await notifier.query('select pg_notify($1, $2)', [SALES_CHANNEL, feed.instanceId]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await read()).toBe('load 1');
      await notifier.query('select pg_notify($1, $2)', [SALES_CHANNEL, 'another-instance']);
      await waitFor(async () => (await read()) === 'load 2', 'the notice from another instance');

      // The listening connection dies (a server restart, a proxy's idle cut): it comes back, and listens.
      await notifier.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ${SALES_CHANNEL}'`,
      );
      await waitFor(async () => {
        const { rows } = await notifier.query(
          `select count(*)::int as n from pg_stat_activity where query = 'listen ${SALES_CHANNEL}'`,
        );
        return rows[0].n >= 1;
      }, 'the feed to listen again');
      const before = loads;
      await notifier.query('select pg_notify($1, $2)', [SALES_CHANNEL, 'another-instance']);
      await waitFor(async () => {
        await read();
        return loads > before;
      }, 'a notice after reconnecting');
    } finally {
      await notifier.end();
      await feed.close();
      await own.close();
    }
  });

  it('counts a rate limit across instances: registrations from one address through A and B', async () => {
    const register = (app: App, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.77',
        payload: {
          email: `shared-limit-${n}-${Date.now()}@example.org`,
          password: 'Garage123',
          confirmPassword: 'Garage123',
          agreeTerms: true,
        },
      });
    expect((await register(a.app, 1)).statusCode).toBe(201);
    expect((await register(b, 2)).statusCode).toBe(201);
    expect((await register(a.app, 3)).statusCode).toBe(201);
    // A fourth from the same address is over REGISTER_LIMIT_PER_HOUR=3, whichever instance it reaches.
    expect((await register(b, 4)).statusCode).toBe(429);
    expect((await register(a.app, 5)).statusCode).toBe(429);
  });

  it('paces an outside service for all instances together', async () => {
    const interval = 150;
    const throttles = [
      createPgThrottle(a.database.db, 'test-pace'),
      createPgThrottle(second.db, 'test-pace'),
    ];
    const started: number[] = [];
    const begin = performance.now();
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) => {
        await throttles[i % 2]?.wait(interval, 5_000);
        started.push(performance.now());
      }),
    );
    started.sort((x, y) => x - y);
    // The k-th start no sooner than k intervals after the first booking (a few ms of timer slack allowed).
    // Measured from before the first call, not between starts: on a busy machine a caller may resume late
    // from its turn, which shortens the gap to the next one without any turn being early.
    started.forEach((time, k) => {
      expect(time - begin, `start ${k}`).toBeGreaterThanOrEqual(k * interval - 15);
    });

    // Booking further ahead than the caller will wait is refused at once.
    const busy = createPgThrottle(second.db, 'test-busy');
    await busy.wait(10_000, 100);
    const refusal = busy.wait(10_000, 100);
    await expect(refusal).rejects.toBeInstanceOf(ThrottleBusyError);
    // ... saying when a turn would fit again: the next free start (10 s on) less the caller's wait.
    const { retryAfterMs } = (await refusal.catch((error: unknown) => error)) as ThrottleBusyError;
    expect(retryAfterMs).toBeGreaterThan(9_000);
    expect(retryAfterMs).toBeLessThanOrEqual(9_900);
  });
});
