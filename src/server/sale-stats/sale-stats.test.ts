import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { SaleSchema } from '../../shared/schemas/sale';
import { CountedMySaleListSchema, type SaleStats } from '../../shared/schemas/sale-stats';
import { garageSales, statsDaySecrets, statsViewerMarks } from '../db/schema';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { createSecondApp, createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { runMaintenance } from '../tools/maintenance';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64)';

describe.each(engines)('who is coming (issue 26) on %s', (engine) => {
  let t: TestApp;
  let second: TestApp;
  let now = new Date('2026-06-10T15:00:00Z');
  let today: string;
  let seller: SignedInUser;
  let shopper: SignedInUser;
  let otherSeller: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { TIMEZONE: 'America/Edmonton' }, undefined, { now: () => now });
    second = await createSecondApp(t, { TIMEZONE: 'America/Edmonton' });
    second.app.config.now = () => now;
    today = todayIn('America/Edmonton', now);
    seller = await createSignedInUser(t.database.db);
    shopper = await createSignedInUser(t.database.db);
    otherSeller = await createSignedInUser(t.database.db);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const sale = (userId = seller.id) => insertSaleOn(t.database.db, userId, addDaysIso(today, 3));
  const report = (app: TestApp, id: number | string, kind: string, agent: string, address = '203.0.113.5') =>
    app.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${id}/${kind}`,
      headers: { 'user-agent': agent },
      remoteAddress: address,
    });
  const statsOf = async (user: SignedInUser, id: number): Promise<SaleStats | undefined> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-sales',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    return CountedMySaleListSchema.parse(response.json()).find((s) => s.id === id)?.stats;
  };

  it('counts a viewer once a day per sale: the same browser again does not count, another does, the next day does', async () => {
    const id = await sale();
    expect((await report(t, id, 'views', PHONE)).statusCode).toBe(204);
    expect((await report(t, id, 'views', PHONE)).statusCode).toBe(204);
    // Another instance on the same database knows this viewer counted already.
    expect((await report(second, id, 'views', PHONE)).statusCode).toBe(204);
    expect((await statsOf(seller, id))?.all.views).toBe(1);

    await report(t, id, 'views', LAPTOP);
    await report(t, id, 'views', PHONE, '198.51.100.7');
    expect((await statsOf(seller, id))?.week.views).toBe(3);

    now = new Date(now.getTime() + 24 * 3600_000);
    await report(t, id, 'views', PHONE);
    expect(await statsOf(seller, id)).toEqual({
      week: { saves: 0, plans: 0, calendars: 0, views: 4 },
      all: { saves: 0, plans: 0, calendars: 0, views: 4 },
    });
  });

  it("leaves past days' marks and secrets to the maintenance job, which drops them by the site's day", async () => {
    const id = await sale();
    const yesterday = todayIn('America/Edmonton', now);
    await report(t, id, 'views', PHONE);
    now = new Date(now.getTime() + 24 * 3600_000);
    const day = todayIn('America/Edmonton', now);
    await report(t, id, 'views', PHONE);
    const daysKept = async () => ({
      marks: new Set((await t.database.db.select().from(statsViewerMarks)).map((row) => row.day)),
      secrets: new Set((await t.database.db.select().from(statsDaySecrets)).map((row) => row.day)),
    });
    // A report deletes nothing any more: both days are there until the job runs.
    const before = await daysKept();
    for (const kept of [before.marks, before.secrets])
      expect([...kept]).toEqual(expect.arrayContaining([yesterday, day]));

    // Already tomorrow in UTC, still today in Edmonton: today's marks stay.
    const lateEvening = new Date(`${day}T23:30:00-06:00`);
    await runMaintenance(t.database, lateEvening, undefined, 'America/Edmonton');
    expect(await daysKept()).toEqual({ marks: new Set([day]), secrets: new Set([day]) });
    // A viewer of today is still known, so the same browser does not count twice.
    await report(t, id, 'views', PHONE);
    expect((await statsOf(seller, id))?.all.views).toBe(2);
  });

  it('counts plans, calendars and new saves apart; a week ago falls out of the week, not out of all', async () => {
    const id = await sale();
    const weekAgo = now;
    await report(t, id, 'plans', PHONE);
    await report(t, id, 'plans', PHONE);
    await report(t, id, 'calendars', PHONE);
    const save = () =>
      t.app.inject({ method: 'POST', url: `/api/favorites/${id}`, headers: { cookie: shopper.cookie } });
    expect((await save()).statusCode).toBe(204);
    expect((await save()).statusCode).toBe(204);
    expect((await statsOf(seller, id))?.week).toEqual({ saves: 1, plans: 1, calendars: 1, views: 0 });

    now = new Date(weekAgo.getTime() + 7 * 24 * 3600_000);
    await report(t, id, 'plans', PHONE);
    expect(await statsOf(seller, id)).toEqual({
      week: { saves: 0, plans: 1, calendars: 0, views: 0 },
      all: { saves: 1, plans: 2, calendars: 1, views: 0 },
    });
  });

  it("does not count the seller's own visits", async () => {
    const id = await sale();
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${id}/views`,
      headers: { cookie: seller.cookie, 'user-agent': PHONE },
    });
    expect(own.statusCode).toBe(204);
    expect((await statsOf(seller, id))?.all.views).toBe(0);
  });

  it('shows the counters to the seller only: not on another seller’s My Sales, nor in the public detail', async () => {
    const id = await sale();
    await report(t, id, 'views', PHONE);
    expect(await statsOf(otherSeller, id)).toBeUndefined();
    const theirs = await sale(otherSeller.id);
    expect((await statsOf(otherSeller, theirs))?.all.views).toBe(0);
    for (const cookie of [undefined, shopper.cookie]) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/garage-sales/${id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(detail.statusCode).toBe(200);
      const body = detail.json();
      expect(body).not.toHaveProperty('stats');
      expect(JSON.stringify(body)).not.toMatch(/"views"|"calendars"/);
      SaleSchema.parse(body);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/garage-sales?fields=full' });
    expect(list.body).not.toMatch(/"stats"|"views"/);
  });

  it('names the savers to everyone from five on, the same bytes for all; a revalidation gets the new number', async () => {
    const id = await sale();
    const savers = async (cookie?: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/garage-sales/${id}/savers`,
        headers: { ...(cookie ? { cookie } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const save = async (user: SignedInUser, method: 'POST' | 'DELETE' = 'POST') =>
      expect(
        (await t.app.inject({ method, url: `/api/favorites/${id}`, headers: { cookie: user.cookie } }))
          .statusCode,
      ).toBe(204);
    const fans = await Promise.all([1, 2, 3, 4, 5].map(() => createSignedInUser(t.database.db)));
    for (const fan of fans.slice(0, 4)) await save(fan);
    const below = await savers();
    expect(below.statusCode).toBe(200);
    expect(below.json()).toEqual({ savers: null });
    expect(below.headers['cache-control']).toMatch(/^public/);

    await save(fans[4] as SignedInUser);
    // The browser revalidates what it holds: the new number, not a 304.
    const reached = await savers(undefined, String(below.headers.etag));
    expect(reached.statusCode).toBe(200);
    expect(reached.json()).toEqual({ savers: 5 });
    expect((await savers(undefined, String(reached.headers.etag))).statusCode).toBe(304);
    // A saver, the seller and a guest get the same bytes: nothing in it is about the viewer.
    for (const cookie of [fans[0]?.cookie, seller.cookie])
      expect((await savers(cookie)).body).toBe(reached.body);

    // A saver who forgets it takes the number back under the threshold.
    await save(fans[0] as SignedInUser, 'DELETE');
    expect((await savers(undefined, String(reached.headers.etag))).json()).toEqual({ savers: null });
  });

  it('answers 404 for the savers of a sale that does not exist or is hidden', async () => {
    const hidden = await insertSaleOn(t.database.db, seller.id, addDaysIso(today, 3), { isActive: false });
    for (const id of [hidden, 999_999]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales/${id}/savers` });
      expect(response.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/garage-sales/abc/savers' })).statusCode).toBe(400);
  });

  it('answers 404 for a sale that does not exist or is hidden, 400 for a bad id, and counts nothing', async () => {
    expect((await report(t, 999_999, 'views', PHONE)).statusCode).toBe(404);
    expect((await report(t, 2_147_483_647, 'calendars', PHONE)).statusCode).toBe(404);
    expect((await report(t, 'abc', 'views', PHONE)).statusCode).toBe(400);
    expect((await report(t, 1, 'likes', PHONE)).statusCode).toBe(404);
    const hidden = await insertSaleOn(t.database.db, seller.id, addDaysIso(today, 3), { isActive: false });
    expect((await report(t, hidden, 'views', PHONE)).statusCode).toBe(404);
    expect((await statsOf(seller, hidden))?.all.views).toBe(0);
  });
});

describe.each(engines.filter((engine) => engine === 'postgres'))(
  'a report racing a delete on %s',
  (engine) => {
    let t: TestApp;
    const now = new Date('2026-06-10T15:00:00Z');
    beforeAll(async () => {
      t = await createTestApp(engine, { TIMEZONE: 'America/Edmonton' }, undefined, { now: () => now });
    });
    afterAll(() => t.close());

    it('answers 404, not 500, when the sale goes between the report reading it and counting', async () => {
      const seller = await createSignedInUser(t.database.db);
      const id = await insertSaleOn(
        t.database.db,
        seller.id,
        addDaysIso(todayIn('America/Edmonton', now), 3),
      );
      const waitingOnLocks = async () => {
        const result = await t.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return Number(result.rows[0]?.count);
      };
      // The delete holds the sale's row until it commits: the report reads the sale (still there for it),
      // then its count's foreign key check waits on that row, and finds it gone once the delete commits.
      // (Wrapped: a promise answered by the callback would be awaited before the commit it waits for.)
      const { report } = await t.database.db.transaction(async (tx) => {
        await tx.delete(garageSales).where(eq(garageSales.id, id));
        const pending = t.app.inject({
          method: 'POST',
          url: `/api/garage-sales/${id}/views`,
          headers: { 'user-agent': PHONE },
          remoteAddress: '203.0.113.9',
        });
        await expect.poll(waitingOnLocks, { timeout: 10_000 }).toBe(1);
        return { report: pending };
      });
      expect((await report).statusCode).toBe(404);
    });
  },
);
