import { describe, expect, it } from 'vitest';
import { forgetCachedSales, onSalesChanged, SalesCache, salesChanged } from './sales-cache';

const body = (text: string) => Buffer.from(text);

function counter(text: string) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return body(`${text}${calls}`);
    },
    get calls() {
      return calls;
    },
  };
}

describe('SalesCache', () => {
  it('keeps an answer for its time to live, then loads it again', async () => {
    let now = 1_000;
    const cache = new SalesCache({ ttlMs: 5_000, now: () => now });
    const source = counter('a');
    expect((await cache.get('k', source.load)).toString()).toBe('a1');
    now += 4_999;
    expect((await cache.get('k', source.load)).toString()).toBe('a1');
    now += 1;
    expect((await cache.get('k', source.load)).toString()).toBe('a2');
    expect(source.calls).toBe(2);
  });

  it('forgets everything when sales change', async () => {
    const cache = new SalesCache();
    const source = counter('b');
    await cache.get('k', source.load);
    forgetCachedSales();
    expect((await cache.get('k', source.load)).toString()).toBe('b2');
  });

  it('tells other instances through the registered broadcasters, and waits for them', async () => {
    const cache = new SalesCache();
    const source = counter('c');
    await cache.get('k', source.load);
    const told: string[] = [];
    const stop = onSalesChanged(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      told.push('told');
    });
    try {
      await salesChanged();
      expect(told).toEqual(['told']);
      expect((await cache.get('k', source.load)).toString()).toBe('c2');
    } finally {
      stop();
    }
    await salesChanged();
    expect(told).toEqual(['told']);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new SalesCache();
    let release: (value: Buffer) => void = () => {};
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<Buffer>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    release(body('shared'));
    expect((await answers).map(String)).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('does not keep an answer loaded before a change, and does not share it after', async () => {
    const cache = new SalesCache();
    let release: (value: Buffer) => void = () => {};
    const slow = () =>
      new Promise<Buffer>((resolve) => {
        release = resolve;
      });
    const before = cache.get('k', slow);
    forgetCachedSales();
    const fresh = counter('new');
    const after = cache.get('k', fresh.load);
    release(body('old'));
    expect((await before).toString()).toBe('old');
    expect((await after).toString()).toBe('new1');
    expect((await cache.get('k', fresh.load)).toString()).toBe('new1');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new SalesCache({ maxEntries: 3 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return body(key);
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, load(key));
    await cache.get('a', load('a'));
    await cache.get('d', load('d'));
    expect(cache.size).toBe(3);
    loads.length = 0;
    for (const key of ['a', 'c', 'd']) await cache.get(key, load(key));
    expect(loads).toEqual([]);
    await cache.get('b', load('b'));
    expect(loads).toEqual(['b']);
  });

  it('does not keep a failed load', async () => {
    const cache = new SalesCache();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => body('up'))).toString()).toBe('up');
  });

  it('serves an expired answer while one load refreshes it, but never one from before a change', async () => {
    let now = 1_000;
    const cache = new SalesCache({ ttlMs: 5_000, staleWhileRevalidateMs: 30_000, now: () => now });
    const source = counter('s');
    expect((await cache.get('k', source.load)).toString()).toBe('s1');
    now += 6_000;
    // Expired: the old answer at once, and one refresh behind it however many ask.
    const [first, second] = await Promise.all([cache.get('k', source.load), cache.get('k', source.load)]);
    expect([first.toString(), second.toString()]).toEqual(['s1', 's1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.calls).toBe(2);
    expect((await cache.get('k', source.load)).toString()).toBe('s2');
    // Past the stale window: loaded again before answering.
    now += 40_000;
    expect((await cache.get('k', source.load)).toString()).toBe('s3');
    // A change: nobody gets the old answer.
    forgetCachedSales();
    expect((await cache.get('k', source.load)).toString()).toBe('s4');
  });

  it('reads a value again by the time it names (expiresBy), before its time to live is over', async () => {
    let now = 1_000;
    const source = counter('s');
    const cache = new SalesCache({
      ttlMs: 300_000,
      now: () => now,
      // The first answer changes at 11,000; the next ones name no time.
      expiresBy: (value: Buffer) => (value.toString() === 's1' ? 11_000 : undefined),
    });
    expect((await cache.get('k', source.load)).toString()).toBe('s1');
    now = 10_999;
    expect((await cache.get('k', source.load)).toString()).toBe('s1');
    now = 11_000;
    expect((await cache.get('k', source.load)).toString()).toBe('s2');
    now = 200_000;
    expect((await cache.get('k', source.load)).toString()).toBe('s2');
    expect(source.calls).toBe(2);
  });

  it('keeps the summed size of its entries within maxBytes', async () => {
    const cache = new SalesCache({ maxBytes: 1_000, maxEntries: 1_000 });
    for (let i = 0; i < 50; i += 1) await cache.get(`k${i}`, async () => Buffer.alloc(300));
    expect(cache.byteSize).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);
    // One answer larger than the whole budget is handed out but not kept.
    const big = await cache.get('big', async () => Buffer.alloc(2_000));
    expect(big.length).toBe(2_000);
    expect(cache.byteSize).toBeLessThanOrEqual(1_000);
  });
});
