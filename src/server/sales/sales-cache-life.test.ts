import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCachedJson } from '../lib/cached-json';
import { createDetailCache, createListCache } from './sales.service';
import { salesChanged } from './sales-cache';

// Before any cache is made: a cache reads the clock it was made with.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** How many loads a cache made for one key asked for again `afterMs` later. */
async function loadsAfter<T>(
  cache: { get(key: string, load: () => Promise<T>): Promise<T> },
  afterMs: number,
  value: T,
): Promise<number> {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return value;
  };
  await cache.get('week', load);
  vi.setSystemTime(Date.now() + afterMs);
  await cache.get('week', load);
  // A stale entry is refreshed in the background: let that load start.
  await Promise.resolve();
  return loads;
}

const EMPTY_LIST = { ...toCachedJson([]), head: [] };

describe('how long the sales caches keep an answer (issue 27)', () => {
  it('on a PostgreSQL server, a few seconds: other instances may have written', async () => {
    expect(await loadsAfter(createListCache('postgres'), 6_000, EMPTY_LIST)).toBe(2);
    expect(await loadsAfter(createListCache('postgres').sales, 6_000, null)).toBe(2);
    expect(await loadsAfter(createDetailCache('postgres'), 6_000, null)).toBe(2);
  });

  it('on the embedded database, minutes: this process is its only writer', async () => {
    expect(await loadsAfter(createListCache('pglite'), 60_000, EMPTY_LIST)).toBe(1);
    expect(await loadsAfter(createListCache('pglite').windows, 60_000, null)).toBe(1);
    expect(await loadsAfter(createDetailCache('pglite'), 60_000, null)).toBe(1);
    expect(await loadsAfter(createListCache('pglite'), 301_000, EMPTY_LIST)).toBe(2);
  });

  it('forgets at once on the embedded database too, when this process writes', async () => {
    const cache = createListCache('pglite');
    let loads = 0;
    const load = async () => {
      loads += 1;
      return EMPTY_LIST;
    };
    await cache.get('week', load);
    await salesChanged();
    await cache.get('week', load);
    expect(loads).toBe(2);
  });
});
