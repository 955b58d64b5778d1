import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertEvent, registerEventSales } from './events.fixtures';
import { EventCache } from './events-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe.each(engines)('a cached event whose registration closes, on %s', (engine) => {
  const t = useTestApp(engine);
  const seller = useSignedInUser(t);

  it('is read again once registration closes, which numbers its sales, however long the cache keeps answers', async () => {
    const db = t.database.db;
    const day = addDaysIso(todayIn(t.config.timeZone), 3);
    const closes = Date.now() + 60_000;
    const eventId = await insertEvent(db, {
      slug: `closing-${engine}`,
      days: [{ date: day }],
      registrationClosesAt: new Date(closes),
    });
    const saleId = await insertSaleOn(db, seller.id, day, { title: 'Registered' });
    await registerEventSales(db, eventId, [{ saleId }]);
    // The cache's clock, as on the embedded database where answers live five minutes.
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new EventCache('pglite');
    const before = await cache.detail(db, `closing-${engine}`, new Date());
    expect(before?.detail.numberedAt).toBeNull();
    expect(before?.detail.sales.map((sale) => sale.number)).toEqual([null]);

    vi.setSystemTime(closes + 1_000);
    // Served once more while the read behind it numbers the sales (stale while revalidating) ...
    await cache.detail(db, `closing-${engine}`, new Date());
    await vi.waitFor(async () => {
      const after = await cache.detail(db, `closing-${engine}`, new Date());
      expect(after?.detail.sales.map((sale) => sale.number)).toEqual([1]);
    });
  });
});
