import { describe, expect, it } from 'vitest';
import { MISSING_INFORMATION } from '../../../shared/schemas/admin';
import { SaleSchema, SaleSummaryListSchema } from '../../../shared/schemas/sale';
import { SALE_TOO_LONG_MESSAGE } from '../../../shared/schemas/sale-form';
import { createSellerWorld, storedSale } from '../../sales/sales-write.fixtures';
import { useWorld } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';

const URL = '/api/debug/update-sale-dates';

describe.each(engines)('POST /api/debug/update-sale-dates on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));

  const messages = (body: unknown) => (body as { issues?: { path: string; message: string }[] }).issues;

  it('answers 401 to a guest and 403 to a user before reading the body', async () => {
    const id = await w.sale();
    const body = { saleId: id, startDate: w.day(-5), endDate: w.day(-4) };
    const guest = await w.call('POST', URL, undefined, {});
    expect(guest.statusCode).toBe(401);
    const user = await w.call('POST', URL, w.owner, body);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: 'This requires administrator privileges' });
    expect(await storedSale(w, id)).toMatchObject({ startDate: w.day(1), endDate: w.day(2) });
  });

  it.each([
    ['nothing', {}, ['saleId', 'startDate', 'endDate']],
    ['no sale id', { startDate: '2026-01-01', endDate: '2026-01-02' }, ['saleId']],
    ['empty dates', { saleId: 1, startDate: '', endDate: '' }, ['startDate', 'endDate']],
  ])('answers 400 "Missing Information" for %s', async (_case, body, paths) => {
    const response = await w.call('POST', URL, w.admin, body);
    expect(response.statusCode).toBe(400);
    expect(messages(response.json())).toEqual(
      expect.arrayContaining(paths.map((path) => ({ path, message: MISSING_INFORMATION }))),
    );
  });

  it('refuses an end before the start and a range longer than a sale may last', async () => {
    const id = await w.sale();
    const backwards = await w.call('POST', URL, w.admin, {
      saleId: id,
      startDate: w.day(3),
      endDate: w.day(2),
    });
    expect(backwards.statusCode).toBe(400);
    expect(messages(backwards.json())).toEqual([
      { path: 'endDate', message: 'End date must be after or equal to start date' },
    ]);
    const tooLong = await w.call('POST', URL, w.admin, {
      saleId: id,
      startDate: '0001-01-01',
      endDate: '9999-12-31',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: SALE_TOO_LONG_MESSAGE });
    expect(await storedSale(w, id)).toMatchObject({ startDate: w.day(1), endDate: w.day(2) });
  });

  it('answers 404 "Sale not found" for an unknown sale', async () => {
    const response = await w.call('POST', URL, w.admin, {
      saleId: 2_000_000_000,
      startDate: w.day(0),
      endDate: w.day(1),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Sale not found' });
  });

  it("moves a sale into the past, one schedule day per day with the first day's times", async () => {
    const id = await w.sale({
      title: 'Time traveller',
      startDate: w.day(0),
      endDate: w.day(1),
      schedule: [
        { date: w.day(0), startTime: '09:00', endTime: '13:00' },
        { date: w.day(1), startTime: '10:00', endTime: '17:00' },
      ],
    });
    const list = async () =>
      SaleSummaryListSchema.parse((await w.call('GET', '/api/garage-sales')).json()).map((sale) => sale.id);
    expect(await list()).toContain(id);

    const response = await w.call('POST', URL, w.admin, {
      saleId: id,
      startDate: w.day(-10),
      endDate: w.day(-8),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Sale dates updated' });

    const sale = SaleSchema.parse((await w.call('GET', `/api/garage-sales/${id}`)).json());
    expect(sale).toMatchObject({
      startDate: w.day(-10),
      endDate: w.day(-8),
      startTime: '09:00',
      endTime: '13:00',
      schedule: [-10, -9, -8].map((offset) => ({
        date: w.day(offset),
        startTime: '09:00',
        endTime: '13:00',
      })),
    });
    const row = await storedSale(w, id);
    expect(JSON.parse(row?.scheduleData ?? '')).toHaveLength(3);
    // The cached public list forgets it at once: it no longer runs this week.
    expect(await list()).not.toContain(id);
  });
});
