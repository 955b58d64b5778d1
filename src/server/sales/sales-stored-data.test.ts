import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { SaleListSchema, SaleSchema } from '../../shared/schemas/sale';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { forgetCachedSales } from './sales-cache';

/** Rows written by SQL, as an older version, a migration or a hand-made fix might have left them. */
describe.each(engines)('sales stored with odd data on %s', (engine) => {
  let userId: number;
  let today: string;

  const t = useTestApp(engine);
  beforeAll(async () => {
    today = todayIn(t.config.timeZone);
    ({ id: userId } = await insertUser(t.database.db, { email: 'odd-rows@example.org' }));
  });

  async function insertRow(row: {
    startDate?: string;
    endDate?: string;
    startTime?: string;
    endTime?: string;
    scheduleData?: string | null;
  }): Promise<number> {
    const result = await t.database.db.execute<{ id: number }>(sql`
      insert into garage_sales
        (title, address, city, lat, lng, start_date, end_date, start_time, end_time, schedule_data, user_id)
      values ('Odd row', '1 Odd Road', 'Oddville', 53.5, -114,
        ${row.startDate ?? today}, ${row.endDate ?? addDaysIso(today, 1)},
        ${row.startTime ?? '08:00'}, ${row.endTime ?? '16:00'},
        ${row.scheduleData === undefined ? null : row.scheduleData}, ${userId})
      returning id`);
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('insert returned nothing');
    return id;
  }

  /** The SQLSTATE of a failed statement, wherever the driver put it. */
  async function failureCode(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
      return undefined;
    } catch (error) {
      const { code, cause } = error as { code?: string; cause?: { code?: string } };
      return code ?? cause?.code;
    }
  }

  const detail = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return SaleSchema.parse(response.json());
  };

  it.each([
    ['no scheduleData', null],
    ['empty scheduleData', ''],
    ['scheduleData that is not JSON', '{oops'],
    ['scheduleData that is JSON null', 'null'],
    ['scheduleData that is an object', '{"date":"2026-01-01"}'],
    ['entries with days that do not exist', '[{"date":"2026-02-30","startTime":"08:00","endTime":"12:00"}]'],
    ['entries without times', '[{"date":"2026-11-27","startTime":"","endTime":null}]'],
    ['entries that are not objects', '[1, "two", null]'],
  ])('falls back to the start date and times for %s, in the detail and in the list', async (_label, data) => {
    const id = await insertRow({ scheduleData: data, startTime: '09:30:45', endTime: '15:00:00.5' });
    const sale = await detail(id);
    expect(sale.startTime).toBe('09:30');
    expect(sale.endTime).toBe('15:00');
    expect(sale.schedule).toEqual([{ date: today, startTime: '09:30', endTime: '15:00' }]);
    forgetCachedSales();
    const list = await t.app.inject({ method: 'GET', url: '/api/garage-sales?city=Oddville&fields=full' });
    expect(list.statusCode).toBe(200);
    const sales = SaleListSchema.parse(list.json());
    expect(sales.find((item) => item.id === id)?.schedule).toEqual(sale.schedule);
  });

  it('cuts ISO date-times and times with seconds in scheduleData, and drops invalid entries', async () => {
    const id = await insertRow({
      scheduleData: JSON.stringify([
        { date: `${today}T06:00:00.000Z`, startTime: '08:00:00', endTime: '12:00' },
        { date: 'someday', startTime: '08:00', endTime: '12:00' },
        { date: addDaysIso(today, 1), startTime: '10:00', endTime: '14:00:30' },
      ]),
    });
    const expected = [
      { date: today, startTime: '08:00', endTime: '12:00' },
      { date: addDaysIso(today, 1), startTime: '10:00', endTime: '14:00' },
    ];
    expect((await detail(id)).schedule).toEqual(expected);
    forgetCachedSales();
    const list = await t.app.inject({ method: 'GET', url: `/api/garage-sales?city=Oddville&fields=full` });
    const sales = SaleListSchema.parse(list.json());
    expect(sales.find((item) => item.id === id)?.schedule).toEqual(expected);
  });

  it('answers the last minute of a day as 23:59', async () => {
    const id = await insertRow({ startTime: '00:00', endTime: '23:59:59.999999' });
    const sale = await detail(id);
    expect([sale.startTime, sale.endTime]).toEqual(['00:00', '23:59']);
  });

  it.each([
    ['a start time of 24:00', { startTime: '24:00' }],
    ['an end time of 24:00:00', { endTime: '24:00:00' }],
    ['an infinite end date', { endDate: 'infinity' }],
    ['a start date before the year 1', { startDate: '0044-03-15 BC' }],
    ['an end date after 9999', { endDate: '10000-01-01' }],
  ])('refuses to store %s, which the API could not answer', async (_label, row) => {
    expect(await failureCode(insertRow(row))).toBe('23514');
  });
});
