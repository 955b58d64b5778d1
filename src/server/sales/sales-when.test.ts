import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEN_MESSAGE } from '../../shared/schemas/filters';
import { SaleSummaryListSchema } from '../../shared/schemas/sale';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser, type SaleInput } from '../tools/factories';

/**
 * `?when=` on a fixed clock in the site's time zone (America/Edmonton, UTC-6 in May). The days:
 * Fri 15, Sat 16, Sun 17, Mon 18 May 2026, and the next weekend Sat 23 and Sun 24.
 */
const localTime = (day: string, time: string) => new Date(`${day}T${time}:00-06:00`);

describe.each(engines)('GET /api/garage-sales?when= on %s', (engine) => {
  let t: TestApp;
  let now = localTime('2026-05-17', '10:00');

  async function titles(query: string): Promise<string[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return SaleSummaryListSchema.parse(response.json())
      .map((sale) => sale.title)
      .sort();
  }
  /** The titles listed for `query` when the site's clock says `time` on `day`. */
  const titlesAt = (day: string, time: string, query: string) => {
    now = localTime(day, time);
    return titles(query);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { TIMEZONE: 'America/Edmonton' }, undefined, { now: () => now });
    const { id: userId } = await insertUser(t.database.db, { email: 'seller@example.org' });
    const sale = (title: string, startDate: string, endDate: string, extra: Partial<SaleInput> = {}) =>
      insertSaleOn(t.database.db, userId, startDate, { title, city: 'Spruce Grove', endDate, ...extra });
    await sale('Friday only', '2026-05-15', '2026-05-15');
    await sale('Saturday only', '2026-05-16', '2026-05-16');
    await sale('All weekend', '2026-05-16', '2026-05-17');
    // The overall hours (its first day's, 08:00 to 16:00) say open at 10:00 on Sunday; Sunday's own hours do not.
    await sale('Sunday afternoon', '2026-05-16', '2026-05-17', {
      schedule: [
        { date: '2026-05-16', startTime: '08:00', endTime: '16:00' },
        { date: '2026-05-17', startTime: '13:00', endTime: '16:00' },
      ],
    });
    await sale('Monday only', '2026-05-18', '2026-05-18');
    await sale('Next weekend', '2026-05-23', '2026-05-24');
  });
  afterAll(async () => t?.close());

  describe('open-now', () => {
    it('keeps a sale out whose overall hours say open but whose hours today say closed', async () => {
      expect(await titlesAt('2026-05-17', '10:00', '?when=open-now')).toEqual(['All weekend']);
    });

    it('counts the opening minute as open and the closing minute as closed', async () => {
      expect(await titlesAt('2026-05-17', '12:59', '?when=open-now')).toEqual(['All weekend']);
      expect(await titlesAt('2026-05-17', '13:00', '?when=open-now')).toEqual([
        'All weekend',
        'Sunday afternoon',
      ]);
      expect(await titlesAt('2026-05-17', '15:59', '?when=open-now')).toEqual([
        'All weekend',
        'Sunday afternoon',
      ]);
      expect(await titlesAt('2026-05-17', '16:00', '?when=open-now')).toEqual([]);
    });

    it("reads the site's clock, not UTC's: 23:30 on Saturday is Saturday, after closing", async () => {
      // 23:30 there is 05:30 UTC on Sunday.
      expect(await titlesAt('2026-05-16', '23:30', '?when=open-now')).toEqual([]);
      expect(await titlesAt('2026-05-16', '08:00', '?when=open-now')).toEqual([
        'All weekend',
        'Saturday only',
        'Sunday afternoon',
      ]);
    });

    it('answers the same minute from the cache and the next minute afresh', async () => {
      now = localTime('2026-05-17', '12:59');
      const first = await t.app.inject({ method: 'GET', url: '/api/garage-sales?when=open-now' });
      const again = await t.app.inject({ method: 'GET', url: '/api/garage-sales?when=open-now' });
      expect(again.headers.etag).toBe(first.headers.etag);
      now = localTime('2026-05-17', '13:00');
      const next = await t.app.inject({ method: 'GET', url: '/api/garage-sales?when=open-now' });
      expect(next.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('today', () => {
    it("is the site's day, whatever the hour", async () => {
      expect(await titlesAt('2026-05-17', '06:00', '?when=today')).toEqual([
        'All weekend',
        'Sunday afternoon',
      ]);
    });

    it("is still Saturday at 23:30 in the site's time zone (Sunday in UTC)", async () => {
      expect(await titlesAt('2026-05-16', '23:30', '?when=today')).toEqual([
        'All weekend',
        'Saturday only',
        'Sunday afternoon',
      ]);
    });
  });

  describe('weekend', () => {
    it('on a Friday or a Saturday is that Saturday and Sunday', async () => {
      const weekend = ['All weekend', 'Saturday only', 'Sunday afternoon'];
      expect(await titlesAt('2026-05-15', '09:00', '?when=weekend')).toEqual(weekend);
      expect(await titlesAt('2026-05-16', '09:00', '?when=weekend')).toEqual(weekend);
    });

    it('on a Sunday is that Sunday alone (Saturday is over)', async () => {
      expect(await titlesAt('2026-05-17', '09:00', '?when=weekend')).toEqual([
        'All weekend',
        'Sunday afternoon',
      ]);
    });

    it('on a Monday is the coming Saturday and Sunday', async () => {
      expect(await titlesAt('2026-05-18', '09:00', '?when=weekend')).toEqual(['Next weekend']);
    });

    it('turns over at local midnight: Sunday 23:59 is still this weekend', async () => {
      expect(await titlesAt('2026-05-17', '23:59', '?when=weekend')).toEqual([
        'All weekend',
        'Sunday afternoon',
      ]);
      expect(await titlesAt('2026-05-18', '00:00', '?when=weekend')).toEqual(['Next weekend']);
    });
  });

  it('lets `when` win over dates given with it', async () => {
    expect(
      await titlesAt('2026-05-18', '09:00', '?when=today&startDate=2026-05-16&endDate=2026-05-17'),
    ).toEqual(['Monday only']);
  });

  it('an empty `when` is no quick filter', async () => {
    expect(await titlesAt('2026-05-15', '09:00', '?when=&startDate=2026-05-15&endDate=2026-05-15')).toEqual([
      'Friday only',
    ]);
  });

  it.each(['tomorrow', 'OPEN-NOW', 'weekend,today'])(
    'refuses when=%s with 400 and its message',
    async (value) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales?when=${value}` });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; issues: { path: string[]; message: string }[] };
      expect(body.message).toContain(WHEN_MESSAGE);
      expect(body.issues).toContainEqual(expect.objectContaining({ message: WHEN_MESSAGE }));
    },
  );
});
