import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { component, formatLocal } from './ical-writer';
import { formatOffset, offsetAt, vtimezone } from './vtimezone';

/** The UTC moment ical.js reads for a wall-clock time in `timeZone`, given only our VTIMEZONE. */
function readByIcalJs(timeZone: string, date: string, time: string): string {
  const event = component('VEVENT', [
    ['UID', 'x'],
    ['DTSTART', formatLocal({ date, time }), `TZID=${timeZone}`],
  ]);
  const year = Number(date.slice(0, 4));
  const text = component('VCALENDAR', [['VERSION', '2.0']], [vtimezone(timeZone, [year]), event]);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const start = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined).startDate;
  expect(start.zone?.tzid).toBe(timeZone);
  return new Date(start.toUnixTime() * 1000).toISOString();
}

/** The same moment as Intl sees it: the UTC time whose wall clock in `timeZone` reads date and time. */
function readByIntl(timeZone: string, date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - offsetAt(timeZone, wall) * 1000;
  return new Date(wall - offsetAt(timeZone, guess) * 1000).toISOString();
}

const DAYS = ['01-15', '03-07', '03-08', '03-09', '03-29', '04-05', '06-21', '10-04', '10-25', '10-31'];
const MORE_DAYS = ['11-01', '11-02', '11-08', '12-31'];

describe('vtimezone', () => {
  it.each([
    'America/Edmonton',
    'America/Winnipeg',
    'America/St_Johns',
    'Europe/Berlin',
    'Australia/Sydney',
    'Pacific/Chatham',
    'America/Regina',
    'Asia/Kolkata',
    'UTC',
  ])('makes ical.js read %s times as Intl does, on both sides of each change', (timeZone) => {
    for (const year of [2025, 2026, 2027]) {
      for (const day of [...DAYS, ...MORE_DAYS]) {
        for (const time of ['00:30', '09:00', '13:45', '23:59']) {
          const date = `${year}-${day}`;
          expect(readByIcalJs(timeZone, date, time), `${date} ${time}`).toBe(
            readByIntl(timeZone, date, time),
          );
        }
      }
    }
  });

  // Winnipeg, not the site's default Edmonton: from tzdata 2026c Alberta keeps UTC-6 all year.
  it('puts the first Sunday of November 2026 in Winnipeg at 02:00 CDT becoming CST', () => {
    const text = vtimezone('America/Winnipeg', [2026]);
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0600\r\nTZNAME:CST\r\n',
    );
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0600\r\nTZOFFSETTO:-0500\r\nTZNAME:CDT\r\n',
    );
    expect(readByIcalJs('America/Winnipeg', '2026-10-31', '09:00')).toBe('2026-10-31T14:00:00.000Z');
    expect(readByIcalJs('America/Winnipeg', '2026-11-01', '09:00')).toBe('2026-11-01T15:00:00.000Z');
  });

  it('writes one standard observance for a zone without daylight time', () => {
    const text = vtimezone('America/Regina', [2026]);
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
  });

  it('writes offsets as ±HHMM, with seconds only when there are some', () => {
    expect(formatOffset(-21600)).toBe('-0600');
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(45900)).toBe('+1245');
    expect(formatOffset(-27232)).toBe('-073352');
  });
});
