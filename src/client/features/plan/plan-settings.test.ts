import { describe, expect, it } from 'vitest';
import english from '../../../shared/i18n/catalogs/en/plan.json' with { type: 'json' };
import french from '../../../shared/i18n/catalogs/fr/plan.json' with { type: 'json' };
import { defaultStart, formatDuration, hoursOn, notBeforeNow, siteClock } from './plan-settings';

const zone = 'America/Edmonton';

/** A plan's start: the site's day and time. */
const at = (date: string, time: string) => ({ date, time });

describe('the start offered', () => {
  it("is today, now rounded up to 5 minutes, both read from the site's clock", () => {
    // 09:02 in Edmonton (UTC-6 all year from tzdata 2026c: Alberta kept daylight time).
    expect(defaultStart(new Date('2026-11-28T15:02:00Z'), zone)).toEqual(at('2026-11-28', '09:05'));
    expect(defaultStart(new Date('2026-11-28T15:10:00Z'), zone)).toEqual(at('2026-11-28', '09:10'));
    // 23:30 on the 28th in Edmonton is already the 29th in UTC (and in a browser east of it): the day is
    // the site's, as the time is.
    expect(defaultStart(new Date('2026-11-29T05:30:00Z'), zone)).toEqual(at('2026-11-28', '23:30'));
  });

  it('is never in the past late at night: with no slot left today, tomorrow at 8:00', () => {
    expect(defaultStart(new Date('2026-11-29T05:54:00Z'), zone)).toEqual(at('2026-11-28', '23:55'));
    expect(defaultStart(new Date('2026-11-29T05:58:00Z'), zone)).toEqual(at('2026-11-29', '08:00'));
    expect(defaultStart(new Date('2026-11-29T05:58:00Z'), zone, '2026-11-28')).toEqual(
      at('2026-11-29', '08:00'),
    );
  });

  it('is 8:00 on a day to come', () => {
    expect(defaultStart(new Date('2026-11-28T16:02:00Z'), zone, '2026-11-29')).toEqual(
      at('2026-11-29', '08:00'),
    );
  });
});

describe('a start that went by', () => {
  const now = new Date('2026-11-28T19:02:00Z'); // 13:02 in Edmonton

  it('moves to now on the site clock; a later one, or another day, stays', () => {
    expect(siteClock(now, zone)).toEqual({ today: '2026-11-28', minutes: 13 * 60 + 2 });
    expect(notBeforeNow(at('2026-11-28', '07:00'), now, zone)).toEqual(at('2026-11-28', '13:05'));
    expect(notBeforeNow(at('2026-11-27', '15:00'), now, zone)).toEqual(at('2026-11-28', '13:05'));
    expect(notBeforeNow(at('2026-11-28', '13:02'), now, zone)).toEqual(at('2026-11-28', '13:02'));
    expect(notBeforeNow(at('2026-11-29', '07:00'), now, zone)).toEqual(at('2026-11-29', '07:00'));
  });
});

describe("a sale's hours on the plan's day", () => {
  const sale = {
    startDate: '2026-11-28',
    endDate: '2026-11-29',
    startTime: '08:00',
    endTime: '14:00',
    schedule: [{ date: '2026-11-29', startTime: '10:00', endTime: '12:30' }],
  };

  it("reads the day's own hours, the overall ones otherwise, and says when it is closed", () => {
    const words = { closed: english['stops.closed'], midnight: english['stops.midnight'] };
    expect(hoursOn(sale, '2026-11-29', 'en', words)).toBe('10:00 AM – 12:30 PM');
    expect(hoursOn(sale, '2026-11-28', 'en', words)).toBe('8:00 AM – 2:00 PM');
    expect(hoursOn(sale, '2026-11-30', 'en', words)).toBe('Closed that day');
  });

  it('writes them in French on a French page, midnight in words', () => {
    const words = { closed: french['stops.closed'], midnight: french['stops.midnight'] };
    expect(hoursOn(sale, '2026-11-29', 'fr', words)).toBe('10 h 00 – 12 h 30');
    expect(hoursOn({ ...sale, endTime: '00:00' }, '2026-11-28', 'fr', words)).toBe('8 h 00 – minuit');
    expect(hoursOn(sale, '2026-11-30', 'fr', words)).toBe('Fermé ce jour-là');
  });
});

it('writes driving time in minutes, and hours past the hour', () => {
  expect(formatDuration(25.4)).toBe('25 min');
  expect(formatDuration(65)).toBe('1 h 05 min');
});
