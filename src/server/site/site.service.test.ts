import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { createTestDatabase } from '../test-support/test-database';
import { GOOGLE_MAPS_KEY_NAME } from './maps-key.repo';
import { MapsKeyStore } from './site.service';

const SAVED_KEY = 'AIzaSavedByAnAdmin-0123456789abc';
const ENV_KEY = 'AIzaFromTheEnvironment-0123456789';

describe('MapsKeyStore', () => {
  let database: Database;
  let clock: number;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
  const store = (envKey?: string) =>
    new MapsKeyStore({ db: database.db, envKey, log, ttlMs: 1_000, now: () => clock });
  const save = (key: string) => database.db.insert(apiKeys).values({ name: GOOGLE_MAPS_KEY_NAME, key });

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock = 1_000_000;
    await database.db.delete(apiKeys);
    log.warn.mockClear();
  });

  it("answers the saved key over the environment's, else the environment's, else null", async () => {
    expect(await store().current()).toBeNull();
    expect(await store(ENV_KEY).current()).toBe(ENV_KEY);
    await save(SAVED_KEY);
    expect(await store(ENV_KEY).current()).toBe(SAVED_KEY);
  });

  it('reads the database again only once its copy has expired', async () => {
    const keys = store(ENV_KEY);
    expect(await keys.current()).toBe(ENV_KEY);
    await save(SAVED_KEY);
    clock += 999;
    expect(await keys.current()).toBe(ENV_KEY);
    clock += 1;
    expect(await keys.current()).toBe(SAVED_KEY);
  });

  it('shares one read among concurrent requests', async () => {
    const keys = store();
    const select = vi.spyOn(database.db, 'select');
    await Promise.all([keys.current(), keys.current(), keys.current()]);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it('lets a change made in this process win over a read that started before it', async () => {
    await save('AIzaTheOldKeyStillInTheTable-0123');
    const keys = store();
    const reading = keys.current();
    keys.set(SAVED_KEY);
    expect(await reading).toBe(SAVED_KEY);
    expect(await keys.current()).toBe(SAVED_KEY);
  });

  it('keeps the last known key when the database cannot be read, and tries again later', async () => {
    let down = false;
    const db = new Proxy(database.db, {
      get: (target, property, receiver) => {
        if (down && property === 'select') throw new Error('connection refused');
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const keys = new MapsKeyStore({ db, envKey: undefined, log, ttlMs: 1_000, now: () => clock });
    await save(SAVED_KEY);
    expect(await keys.current()).toBe(SAVED_KEY);
    down = true;
    clock += 1_000;
    expect(await keys.current()).toBe(SAVED_KEY);
    expect(log.warn).toHaveBeenCalledTimes(1);
    // No second failing read at once: the next try waits a few seconds.
    expect(await keys.current()).toBe(SAVED_KEY);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
