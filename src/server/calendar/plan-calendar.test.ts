import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAN_STOPS } from '../../shared/schemas/plan-calendar';
import { garageSales } from '../db/schema';
import { ODD_BODIES } from '../test-support/odd-bodies';
import { engines } from '../test-support/test-database';
import {
  eventTimes,
  expectDstEventTimes,
  parseCalendar,
  property,
  useCalendarWorld,
} from './calendar.fixtures';
import { PLAN_EXPORTS_PER_MINUTE, PLAN_THROTTLE_MESSAGE } from './calendar.routes';

describe.each(engines)('POST /api/plan/calendar.ics on %s', (engine) => {
  let first: number;
  let second: number;
  let address = 0;
  /** Each call from its own address, so that only the rate limit's own test meets the limit. */
  const post = (body: unknown, remoteAddress = `10.0.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/plan/calendar.ics', payload: body as object, remoteAddress });
  const stop = (saleId: number, date: string, arrival: string, departure: string) => ({
    saleId,
    date,
    arrival,
    departure,
  });

  const { t, sale } = useCalendarWorld(engine);
  beforeAll(async () => {
    first = await sale({ title: 'Fall clear-out' });
    second = await sale({
      title: 'Books; records, more',
      address: '2 Elm',
    });
  });

  it('answers a guest one numbered event per stop at the planned times, across the DST change', async () => {
    const response = await post({
      stops: [
        stop(first, '2026-10-31', '08:15', '08:45'),
        stop(second, '2026-10-31', '09:00', '09:20'),
        stop(second, '2026-11-01', '09:00', '09:30'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="garage-sale-plan.ics"');
    expect(response.headers['cache-control']).toBe('no-store');
    const calendar = parseCalendar(response.body);
    expectDstEventTimes(calendar, [
      ['2026-10-31T13:15:00.000Z', '2026-10-31T13:45:00.000Z'],
      ['2026-10-31T14:00:00.000Z', '2026-10-31T14:20:00.000Z'],
      ['2026-11-01T15:00:00.000Z', '2026-11-01T15:30:00.000Z'],
    ]);
    expect(calendar.events.map((event) => event.summary)).toEqual([
      '1. Fall clear-out',
      '2. Books; records, more',
      '3. Books; records, more',
    ]);
    const [one, two] = calendar.events;
    expect(one?.location).toBe('10 Calendar Court, Stony Plain');
    expect(two?.location).toBe('2 Elm, Stony Plain');
    expect(property(two as never, 'url')).toBe(`${t.config.publicUrl}/garage-sales/${second}`);
    expect(property(two as never, 'geo')).toEqual([53.53, -114.01]);
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(3);
  });

  it('keeps a stop UID from one export to the next, and tells two visits on one day apart', async () => {
    const body = {
      stops: [stop(first, '2026-10-31', '08:00', '08:30'), stop(first, '2026-10-31', '15:00', '15:10')],
    };
    const uids = async () => parseCalendar((await post(body)).body).events.map((event) => event.uid);
    const before = await uids();
    expect(await uids()).toEqual(before);
    expect(before).toEqual([
      `plan-sale-${first}-2026-10-31@sales.parkland.example`,
      `plan-sale-${first}-2026-10-31-2@sales.parkland.example`,
    ]);
  });

  it('answers 404 naming the unknown or hidden sales', async () => {
    const hidden = await sale();
    await t.database.db.update(garageSales).set({ underReview: true }).where(eq(garageSales.id, hidden));
    const one = await post({
      stops: [stop(first, '2026-10-31', '08:00', '09:00'), stop(987654, '2026-10-31', '10:00', '11:00')],
    });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: 'Sale 987654 was not found' });
    const two = await post({
      stops: [stop(hidden, '2026-10-31', '08:00', '09:00'), stop(987654, '2026-10-31', '10:00', '11:00')],
    });
    expect(two.statusCode).toBe(404);
    expect(two.json()).toEqual({ message: `Sales ${hidden}, 987654 were not found` });
  });

  it.each([
    ['an hour past 23', { stops: [stop(1, '2026-10-31', '25:00', '26:00')] }, 'stops.0.arrival'],
    [
      'a time without its leading zero',
      { stops: [stop(1, '2026-10-31', '9:00', '10:00')] },
      'stops.0.arrival',
    ],
    [
      'a departure before the arrival',
      { stops: [stop(1, '2026-10-31', '10:00', '09:00')] },
      'stops.0.departure',
    ],
    ['a departure at the arrival', { stops: [stop(1, '2026-10-31', '10:00', '10:00')] }, 'stops.0.departure'],
    ['a day that does not exist', { stops: [stop(1, '2026-02-30', '10:00', '11:00')] }, 'stops.0.date'],
    [
      'a sale id that is not a whole number',
      { stops: [stop(1.5, '2026-10-31', '10:00', '11:00')] },
      'stops.0.saleId',
    ],
    ['no stops', { stops: [] }, 'stops'],
    [
      'too many stops',
      { stops: Array(MAX_PLAN_STOPS + 1).fill(stop(1, '2026-10-31', '10:00', '11:00')) },
      'stops',
    ],
    ['no body at all', {}, 'stops'],
  ])('answers 400 for %s', async (_name, body, path) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it(`answers 429 after ${PLAN_EXPORTS_PER_MINUTE} exports a minute from one address`, async () => {
    const body = { stops: [stop(first, '2026-10-31', '08:00', '08:30')] };
    for (let i = 0; i < PLAN_EXPORTS_PER_MINUTE; i++) {
      expect((await post(body, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await post(body, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: PLAN_THROTTLE_MESSAGE });
    expect((await post(body, '10.9.9.10')).statusCode).toBe(200);
  });

  it.each(ODD_BODIES)('answers $name with a 4xx, never a server error', async ({ body, type }) => {
    const headers = type === null ? {} : { 'content-type': type ?? 'application/json' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/plan/calendar.ics',
      payload: body,
      headers,
      remoteAddress: `10.1.0.${++address}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('writes stops from year 0001 to 9999 in one file, the zone for each of their years', async () => {
    const years = Array.from({ length: MAX_PLAN_STOPS }, (_, i) => String(1 + i * 416).padStart(4, '0'));
    years[years.length - 1] = '9999';
    const response = await post({
      stops: years.map((year) => stop(first, `${year}-07-01`, '09:00', '10:00')),
    });
    expect(response.statusCode).toBe(200);
    const calendar = parseCalendar(response.body);
    expect(calendar.events).toHaveLength(MAX_PLAN_STOPS);
    expect(eventTimes(calendar).at(-1)).toEqual(['9999-07-01T14:00:00.000Z', '9999-07-01T15:00:00.000Z']);
  });
});
