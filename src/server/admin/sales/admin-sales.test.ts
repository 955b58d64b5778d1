import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADMIN_SALES_TAB_LIMIT,
  type AdminSale,
  AdminSalesSchema,
  MODERATION_REASON,
  ModerationEntrySchema,
} from '../../../shared/schemas/admin';
import { SaleSummaryListSchema } from '../../../shared/schemas/sale';
import { garageSales, moderationLog, photos } from '../../db/schema';
import { storedFilePath, storePhoto } from '../../photo-store/photo-files';
import { createSellerWorld, type SellerWorld } from '../../sales/sales-write.fixtures';
import { createSignedInUser, type SignedInUser } from '../../test-support/auth';
import { useWorld } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';
import { insertSales } from '../../tools/factories';
import { sellerName } from './admin-sales.service';

describe('sellerName', () => {
  it.each([
    ['Ada', 'Lovelace', 'Ada Lovelace'],
    ['  Ada ', null, 'Ada'],
    [null, 'Lovelace', 'Lovelace'],
    [' ', '', null],
    [null, null, null],
  ])('makes %j and %j into %j', (first, last, name) => {
    expect(sellerName(first, last)).toBe(name);
  });
});

describe.each(engines)('admin sales moderation on %s', (engine) => {
  let named: SignedInUser;
  const w = useWorld(() => createSellerWorld(engine));
  beforeAll(async () => {
    named = await createSignedInUser(w.t.database.db, { firstName: ' Ada ', lastName: 'Lovelace ' });
  });

  const adminSales = async () => {
    const response = await w.call('GET', '/api/admin/sales', w.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return AdminSalesSchema.parse(response.json());
  };
  const moderationRows = (saleId: number) =>
    w.t.database.db.select().from(moderationLog).where(eq(moderationLog.saleId, saleId));
  const publicTitles = async () => {
    const response = await w.call('GET', '/api/garage-sales');
    expect(response.statusCode).toBe(200);
    return SaleSummaryListSchema.parse(response.json()).map((sale) => sale.title);
  };

  describe('who may call', () => {
    const routes: ['GET' | 'DELETE', string][] = [
      ['GET', '/api/admin/sales'],
      ['DELETE', '/api/admin/sales/1'],
      ['GET', '/api/admin/moderation-log'],
    ];
    it.each(routes)('%s %s answers 401 to a guest and 403 to a user', async (method, url) => {
      const guest = await w.call(method, url);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Please log in to continue' });
      const user = await w.call(method, url, w.owner);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ message: 'This requires administrator privileges' });
    });

    it('leaves the sale in place and logs nothing when a user tries to remove it', async () => {
      const id = await w.sale({ title: 'Not yours to remove' });
      expect((await w.call('DELETE', `/api/admin/sales/${id}`, w.other)).statusCode).toBe(403);
      expect((await w.call('DELETE', `/api/admin/sales/${id}`)).statusCode).toBe(401);
      expect(await w.t.database.db.select().from(garageSales).where(eq(garageSales.id, id))).toHaveLength(1);
      expect(await moderationRows(id)).toEqual([]);
    });
  });

  describe('GET /api/admin/sales', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const sale = (title: string, from: number, to: number, extra = {}) =>
        w.sale({ title, startDate: w.day(from), endDate: w.day(to), ...extra });
      ids.endedLongAgo = await sale('Ended long ago', -10, -9);
      ids.endedYesterday = await sale('Ended yesterday', -3, -1);
      ids.completedLater = await sale('Completed, not yet held', 3, 4, { isCompleted: true });
      ids.completedToday = await sale('Completed today', -1, 1, { isCompleted: true });
      ids.endsToday = await sale('Ends today', -2, 0);
      ids.runningLong = await sale('Running for a week', -3, 4);
      ids.startsToday = await sale('Starts today', 0, 1, { userId: named.id });
      ids.hiddenRunning = await sale('Hidden, running', -1, 2, { isActive: false });
      ids.tomorrow = await sale('Tomorrow', 1, 1);
      ids.nextWeek = await sale('Next week', 7, 8, { isActive: false });
    });

    const only = (sales: AdminSale[]) => {
      const known = new Set(Object.values(ids));
      return sales.filter((sale) => known.has(sale.id)).map((sale) => sale.id);
    };

    it("splits every sale, hidden ones too, by the local today, each in the tab's order", async () => {
      const answer = await adminSales();
      expect(only(answer.past)).toEqual([
        ids.completedLater,
        ids.completedToday,
        ids.endedYesterday,
        ids.endedLongAgo,
      ]);
      expect(only(answer.current)).toEqual([
        ids.endsToday,
        ids.startsToday,
        ids.hiddenRunning,
        ids.runningLong,
      ]);
      expect(only(answer.upcoming)).toEqual([ids.tomorrow, ids.nextWeek]);
    });

    it("gives administrators each sale's counters, as My Sales has them; the sale's detail has none (issue 26)", async () => {
      const counted = await w.sale({
        title: 'Counted for the admins',
        startDate: w.day(1),
        endDate: w.day(1),
      });
      expect((await w.call('POST', `/api/garage-sales/${counted}/views`)).statusCode).toBe(204);
      expect((await w.call('POST', `/api/favorites/${counted}`, w.other)).statusCode).toBe(204);
      const answer = await adminSales();
      const byId = new Map(
        [...answer.current, ...answer.upcoming, ...answer.past].map((sale) => [sale.id, sale]),
      );
      const counts = { saves: 1, plans: 0, calendars: 0, views: 1 };
      expect(byId.get(counted)?.stats).toEqual({ week: counts, all: counts });
      const none = { saves: 0, plans: 0, calendars: 0, views: 0 };
      expect(byId.get(ids.tomorrow as number)?.stats).toEqual({ week: none, all: none });
      // Not an administrator: refused the list (403 above), and no counters in what the seller may read.
      // (Not the list: it is cached, and the tests below add sales to the database behind its back.)
      const theirs = await w.call('GET', `/api/garage-sales/${counted}`, w.owner);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.body).not.toMatch(/"stats"|"views"/);
    });

    it("gives each sale its seller's name and email, and the public sale's fields", async () => {
      const answer = await adminSales();
      const all = [...answer.current, ...answer.upcoming, ...answer.past];
      const byId = new Map(all.map((sale) => [sale.id, sale]));
      expect(byId.get(ids.startsToday as number)).toMatchObject({
        title: 'Starts today',
        userId: named.id,
        userName: 'Ada Lovelace',
        userEmail: named.email,
        categories: [{ id: w.cat.books, name: 'Books' }],
        categoryIds: [w.cat.books],
        startDate: w.today,
        endDate: w.day(1),
        startTime: '08:00',
        schedule: [
          { date: w.today, startTime: '08:00', endTime: '16:00' },
          { date: w.day(1), startTime: '08:00', endTime: '16:00' },
        ],
      });
      expect(byId.get(ids.hiddenRunning as number)).toMatchObject({
        isActive: false,
        userName: null,
        userEmail: w.owner.email,
      });
    });

    it('shows the featured photo', async () => {
      const id = await w.sale({
        title: 'With photos',
        photos: [
          { url: '/uploads/a.jpg', thumbnailUrl: '/uploads/a-thumb.jpg' },
          { url: '/uploads/b.jpg', thumbnailUrl: null, isFeatured: true },
        ],
      });
      const sale = (await adminSales()).upcoming.find((entry) => entry.id === id);
      expect(sale).toMatchObject({ featuredPhoto: '/uploads/b.jpg', featuredThumbnail: '/uploads/b.jpg' });
    });
  });

  describe('DELETE /api/admin/sales/{id}', () => {
    it('removes the sale, records who removed which and why, drops it from the public list and its files', async () => {
      const stored = await storePhoto(w.t.config.uploadsDir, {
        full: Buffer.from('full'),
        fullExtension: 'jpg',
        thumbnail: Buffer.from('thumb'),
      });
      const files = [stored.url, stored.thumbnailUrl].map(
        (url) => storedFilePath(w.t.config.uploadsDir, url) as string,
      );
      const id = await w.sale({
        title: 'Against the guidelines',
        userId: named.id,
        startDate: w.today,
        endDate: w.day(1),
        photos: [{ ...stored, isFeatured: true }],
      });
      // The public list is cached: the removal must reach it at once.
      expect(await publicTitles()).toContain('Against the guidelines');

      const before = Date.now();
      const response = await w.call('DELETE', `/api/admin/sales/${id}`, w.admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'Garage sale removed' });

      const db = w.t.database.db;
      expect(await db.select().from(garageSales).where(eq(garageSales.id, id))).toEqual([]);
      expect(await db.select().from(photos).where(eq(photos.saleId, id))).toEqual([]);
      for (const file of files) expect(fs.existsSync(file)).toBe(false);
      expect(await publicTitles()).not.toContain('Against the guidelines');
      expect((await w.call('GET', `/api/garage-sales/${id}`)).statusCode).toBe(404);

      const [entry, ...others] = await moderationRows(id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        adminId: w.admin.id,
        adminEmail: w.admin.email,
        saleId: id,
        saleTitle: 'Against the guidelines',
        sellerEmail: named.email,
        reason: MODERATION_REASON,
      });
      expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(entry?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    });

    it('answers 404 "Sale not found" for an unknown or already removed sale and logs nothing', async () => {
      const id = await w.sale({ title: 'Removed twice' });
      expect((await w.call('DELETE', `/api/admin/sales/${id}`, w.admin)).statusCode).toBe(200);
      const again = await w.call('DELETE', `/api/admin/sales/${id}`, w.admin);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Sale not found' });
      expect(await moderationRows(id)).toHaveLength(1);

      const unknown = await w.call('DELETE', '/api/admin/sales/2000000000', w.admin);
      expect(unknown.statusCode).toBe(404);
      expect(await moderationRows(2_000_000_000)).toEqual([]);
      expect((await w.call('DELETE', '/api/admin/sales/abc', w.admin)).statusCode).toBe(400);
    });

    it('removes a sale whose photo files are already gone', async () => {
      const id = await w.sale({ photos: [{ url: '/uploads/00000000-0000-0000-0000-000000000000.jpg' }] });
      expect((await w.call('DELETE', `/api/admin/sales/${id}`, w.admin)).statusCode).toBe(200);
      expect(await moderationRows(id)).toHaveLength(1);
    });
  });

  describe('GET /api/admin/moderation-log', () => {
    it('lists the removals newest first', async () => {
      const first = await w.sale({ title: 'Removed first' });
      const second = await w.sale({ title: 'Removed second', userId: named.id });
      for (const id of [first, second]) {
        expect((await w.call('DELETE', `/api/admin/sales/${id}`, w.admin)).statusCode).toBe(200);
      }
      const response = await w.call('GET', '/api/admin/moderation-log', w.admin);
      expect(response.statusCode).toBe(200);
      const entries = z.array(ModerationEntrySchema).parse(response.json());
      const ours = entries.filter((entry) => entry.saleId === first || entry.saleId === second);
      expect(ours).toEqual([
        {
          id: expect.any(Number),
          adminEmail: w.admin.email,
          saleId: second,
          saleTitle: 'Removed second',
          sellerEmail: named.email,
          reason: MODERATION_REASON,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        expect.objectContaining({ saleId: first, saleTitle: 'Removed first', sellerEmail: w.owner.email }),
      ]);
      const times = entries.map((entry) => entry.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });
  });
});

describe.each(engines)('admin sales at scale on %s', (engine) => {
  let w: SellerWorld;
  let seller: SignedInUser;
  beforeAll(async () => {
    w = await createSellerWorld(engine);
    seller = await createSignedInUser(w.t.database.db, {
      email: 'grace.hopper@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    // Years of past sales: one more than a tab lists, each ending a day earlier than the one before.
    const past = Array.from({ length: ADMIN_SALES_TAB_LIMIT + 1 }, (_, i) => ({
      userId: w.owner.id,
      title: `Old sale ${i}`,
      address: `${i} Past Street`,
      city: 'Spruce Grove',
      position: { lat: 53.5, lng: -114 },
      startDate: w.day(-2 - i),
      endDate: w.day(-1 - i),
    }));
    await insertSales(w.t.database.db, past);
    await w.sale({ title: 'Running now', startDate: w.day(0), endDate: w.day(1) });
    await w.sale({ title: '50% off everything', address: '7 Under_score Lane', userId: seller.id });
    await w.sale({
      title: 'Attic clear-out',
      neighborhood: 'Old Town',
      startDate: w.day(-9),
      endDate: w.day(-8),
    });
  });
  afterAll(() => w.t.close());

  const adminSales = async (query = '') => {
    const response = await w.call('GET', `/api/admin/sales${query}`, w.admin);
    expect(response.statusCode, response.body).toBe(200);
    return AdminSalesSchema.parse(response.json());
  };
  const titles = (sales: AdminSale[]) => sales.map((sale) => sale.title);

  it('lists at most the tab limit, the latest first, and counts every sale of each tab', async () => {
    const answer = await adminSales();
    expect(answer.totals).toEqual({ current: 1, upcoming: 1, past: ADMIN_SALES_TAB_LIMIT + 2 });
    expect(answer.past).toHaveLength(ADMIN_SALES_TAB_LIMIT);
    expect(titles(answer.past).slice(0, 3)).toEqual(['Old sale 0', 'Old sale 1', 'Old sale 2']);
    // The oldest are left out, not the newest: 'Attic clear-out' ended 8 days ago and is listed.
    expect(titles(answer.past)).toContain('Attic clear-out');
    expect(titles(answer.past)).not.toContain(`Old sale ${ADMIN_SALES_TAB_LIMIT}`);
    expect(titles(answer.current)).toEqual(['Running now']);
  });

  it.each([
    ['the title, any case', 'OLD SALE 200', { past: ['Old sale 200'] }],
    ['the address', 'past street', { past: 201 }],
    ['the city', 'spruce', { past: 201 }],
    ['the neighborhood', 'old town', { past: ['Attic clear-out'] }],
    ["the seller's name", 'grace hopper', { upcoming: ['50% off everything'] }],
    ["the seller's email", 'HOPPER@EXAMPLE', { upcoming: ['50% off everything'] }],
    ['a % taken literally', '50%', { upcoming: ['50% off everything'] }],
    ['an _ taken literally', 'under_score', { upcoming: ['50% off everything'] }],
    ['nothing that matches', 'zzz', {}],
  ] as const)('searches every sale, not only those listed, by %s', async (_name, q, expected) => {
    const answer = await adminSales(`?${new URLSearchParams({ q })}`);
    for (const tab of ['current', 'upcoming', 'past'] as const) {
      const want: readonly string[] | number =
        (expected as Record<string, readonly string[] | number>)[tab] ?? [];
      if (typeof want === 'number') {
        expect(answer.totals[tab]).toBe(want);
        expect(answer[tab]).toHaveLength(Math.min(want, ADMIN_SALES_TAB_LIMIT));
      } else {
        expect(titles(answer[tab])).toEqual(want);
        expect(answer.totals[tab]).toBe(want.length);
      }
    }
  });

  it('refuses a search term over 100 characters with 400, and ignores one of spaces', async () => {
    const response = await w.call('GET', `/api/admin/sales?q=${'x'.repeat(101)}`, w.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A search term has at most 100 characters');
    expect((await adminSales('?q=%20%20')).totals.past).toBe(ADMIN_SALES_TAB_LIMIT + 2);
  });
});
