import ICAL from 'ical.js';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../db/client';
import { type TestApp, useTestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';
import { insertSale, insertUser, type SaleInput } from '../tools/factories';

export const PUBLIC_URL = 'https://sales.parkland.example';
/**
 * A zone that still ends daylight time on Sunday 1 November 2026 (02:00 CDT → 01:00 CST). Edmonton no longer
 * does: from tzdata 2026c Alberta keeps UTC-6 all year, so the site's default zone has no change to cross.
 */
export const DST_ZONE = 'America/Winnipeg';

/**
 * A sale over the end of daylight time in Winnipeg, each day with its own hours, and the moments they are in
 * UTC, worked out by hand: CDT is UTC-5, CST UTC-6.
 */
export const DST_SCHEDULE = [
  { date: '2026-10-31', startTime: '08:00', endTime: '16:00' },
  { date: '2026-11-01', startTime: '09:00', endTime: '15:00' },
  { date: '2026-11-02', startTime: '10:00', endTime: '14:30' },
];
export const DST_SCHEDULE_UTC = [
  ['2026-10-31T13:00:00.000Z', '2026-10-31T21:00:00.000Z'],
  ['2026-11-01T15:00:00.000Z', '2026-11-01T21:00:00.000Z'],
  ['2026-11-02T16:00:00.000Z', '2026-11-02T20:30:00.000Z'],
];

export async function insertSeller(db: Db, email = 'calendar@example.org'): Promise<number> {
  return (await insertUser(db, { email })).id;
}

export function insertCalendarSale(db: Db, userId: number, extra: Partial<SaleInput> = {}): Promise<number> {
  return insertSale(db, {
    userId,
    title: 'Fall clear-out',
    description: 'Tools and books',
    address: '10 Calendar Court',
    city: 'Stony Plain',
    position: { lat: 53.53, lng: -114.01 },
    startDate: '2026-10-31',
    endDate: '2026-11-02',
    schedule: DST_SCHEDULE,
    ...extra,
  });
}

/** The app in DST_ZONE with one seller, for one describe block, and that seller's calendar sales. */
export interface CalendarWorld {
  t: TestApp;
  /** A sale of the seller (insertCalendarSale's, with `extra`): its id. */
  sale: (extra?: Partial<SaleInput>) => Promise<number>;
}

/** The calendar tests' world: the app (with PUBLIC_URL unless `env` says otherwise) in DST_ZONE. */
export function useCalendarWorld(
  engine: Engine,
  env: Record<string, string> = { PUBLIC_URL },
): CalendarWorld {
  const t = useTestApp(engine, { TIMEZONE: DST_ZONE, ...env });
  let userId = 0;
  beforeAll(async () => {
    userId = await insertSeller(t.database.db);
  });
  return { t, sale: (extra = {}) => insertCalendarSale(t.database.db, userId, extra) };
}

export interface ParsedCalendar {
  root: ICAL.Component;
  events: ICAL.Event[];
}

/** Reads a calendar with ical.js (not with anything of ours), checking that each line stays in 75 octets. */
export function parseCalendar(text: string): ParsedCalendar {
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const root = new ICAL.Component(ICAL.parse(text));
  const events = root.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { root, events };
}

/** A date-time property's moment in UTC, as ical.js reads it with the file's VTIMEZONE. */
export function utc(time: ICAL.Time): string {
  return new Date(time.toUnixTime() * 1000).toISOString();
}

/** Start and end of every event, in UTC. */
export function eventTimes(calendar: ParsedCalendar): string[][] {
  return calendar.events.map((event) => [utc(event.startDate), utc(event.endDate)]);
}

/** Asserts that DTSTART and DTEND name the site's zone and that the file defines it. */
export function expectTimesInZone(calendar: ParsedCalendar, timeZone: string): void {
  const zones = calendar.root.getAllSubcomponents('vtimezone');
  expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([timeZone]);
  for (const event of calendar.events) {
    for (const name of ['dtstart', 'dtend']) {
      expect(event.component.getFirstProperty(name)?.getParameter('tzid')).toBe(timeZone);
    }
    expect(event.startDate.zone?.tzid).toBe(timeZone);
  }
}

/** Expects the events to be in DST_ZONE (named and defined in the file) and to run at `times`, in UTC. */
export function expectDstEventTimes(calendar: ParsedCalendar, times: string[][]): void {
  expectTimesInZone(calendar, DST_ZONE);
  expect(eventTimes(calendar)).toEqual(times);
}

export function property(event: ICAL.Event, name: string): unknown {
  return event.component.getFirstPropertyValue(name);
}
