import { describe, expect, it } from 'vitest';
import { formatOpeningWindow } from './date-format';
import {
  isOpenAt,
  localClock,
  openingDays,
  openingWindow,
  quickWindow,
  type SaleHours,
  timeOf,
} from './open-now';

const EDMONTON = 'America/Edmonton';

/** A two-day sale: Saturday 08:00 to 12:00, Sunday 10:00 to 14:00. */
const weekend: SaleHours = {
  startDate: '2026-05-16',
  endDate: '2026-05-17',
  startTime: '08:00',
  endTime: '12:00',
  schedule: [
    { date: '2026-05-16', startTime: '08:00', endTime: '12:00' },
    { date: '2026-05-17', startTime: '10:00', endTime: '14:00' },
  ],
};

// May is daylight time in Edmonton: UTC-6.
const edmontonMay = (day: string, time: string) => new Date(`${day}T${time}:00-06:00`);

describe('isOpenAt', () => {
  it.each([
    ['07:59', false],
    ['08:00', true],
    ['08:01', true],
    ['11:59', true],
    ['12:00', false],
    ['12:01', false],
  ])('Saturday at %s is %s (opening minute in, closing minute out)', (time, open) => {
    expect(isOpenAt(weekend, edmontonMay('2026-05-16', time), EDMONTON)).toBe(open);
  });

  it("reads each day's own hours", () => {
    expect(isOpenAt(weekend, edmontonMay('2026-05-17', '09:30'), EDMONTON)).toBe(false);
    expect(isOpenAt(weekend, edmontonMay('2026-05-17', '13:30'), EDMONTON)).toBe(true);
  });

  it('is closed on days outside the sale and at midnight', () => {
    expect(isOpenAt(weekend, edmontonMay('2026-05-15', '10:00'), EDMONTON)).toBe(false);
    expect(isOpenAt(weekend, edmontonMay('2026-05-18', '10:00'), EDMONTON)).toBe(false);
    expect(isOpenAt(weekend, edmontonMay('2026-05-16', '00:00'), EDMONTON)).toBe(false);
  });

  it('keeps the posted wall-clock hours on the day the clocks go forward', () => {
    // 2026-03-08 02:00 MST becomes 03:00 MDT: before it UTC-7, after it UTC-6.
    const sale: SaleHours = {
      startDate: '2026-03-08',
      endDate: '2026-03-08',
      startTime: '01:00',
      endTime: '08:00',
      schedule: [{ date: '2026-03-08', startTime: '01:00', endTime: '08:00' }],
    };
    expect(isOpenAt(sale, new Date('2026-03-08T07:59:00Z'), EDMONTON)).toBe(false); // 00:59 MST
    expect(isOpenAt(sale, new Date('2026-03-08T08:00:00Z'), EDMONTON)).toBe(true); // 01:00 MST
    expect(isOpenAt(sale, new Date('2026-03-08T08:59:00Z'), EDMONTON)).toBe(true); // 01:59 MST
    expect(isOpenAt(sale, new Date('2026-03-08T09:00:00Z'), EDMONTON)).toBe(true); // 03:00 MDT
    expect(isOpenAt(sale, new Date('2026-03-08T13:59:00Z'), EDMONTON)).toBe(true); // 07:59 MDT
    expect(isOpenAt(sale, new Date('2026-03-08T14:00:00Z'), EDMONTON)).toBe(false); // 08:00 MDT
  });

  it('reads the wall clock of the time zone it is given', () => {
    const instant = new Date('2026-05-16T13:30:00Z'); // 07:30 in Edmonton, 09:30 in Toronto
    expect(isOpenAt(weekend, instant, EDMONTON)).toBe(false);
    expect(isOpenAt(weekend, instant, 'America/Toronto')).toBe(true);
    // 23:30 on Friday in Honolulu: not a day of the sale at all.
    expect(isOpenAt(weekend, new Date('2026-05-16T09:30:00Z'), 'Pacific/Honolulu')).toBe(false);
  });
});

describe('openingWindow', () => {
  it("falls back to the overall times for a day in the sale's dates without a schedule entry", () => {
    const sale = { ...weekend, endDate: '2026-05-18' };
    expect(openingWindow(sale, '2026-05-18')).toEqual({ opensAt: 8 * 60, closesAt: 12 * 60 });
    expect(openingWindow(sale, '2026-05-19')).toBeUndefined();
  });

  it('closes at midnight a day whose end time is not after its start time (older rows)', () => {
    const sale = { ...weekend, schedule: [{ date: '2026-05-16', startTime: '18:00', endTime: '02:00' }] };
    expect(openingWindow(sale, '2026-05-16')).toEqual({ opensAt: 18 * 60, closesAt: 24 * 60 });
    expect(isOpenAt(sale, edmontonMay('2026-05-16', '23:59'), EDMONTON)).toBe(true);
    expect(isOpenAt(sale, edmontonMay('2026-05-17', '00:30'), EDMONTON)).toBe(false);
  });

  it('gives no hours for a day whose times are not HH:mm', () => {
    const sale = { ...weekend, schedule: [{ date: '2026-05-16', startTime: '8 am', endTime: '12:00' }] };
    expect(openingWindow(sale, '2026-05-16')).toBeUndefined();
  });
});

describe('localClock and timeOf', () => {
  it('gives the local day and minute, midnight as 00:00', () => {
    expect(localClock(new Date('2026-05-17T06:00:00Z'), EDMONTON)).toEqual({
      date: '2026-05-17',
      minutes: 0,
    });
    expect(localClock(new Date('2026-05-17T05:59:00Z'), EDMONTON)).toEqual({
      date: '2026-05-16',
      minutes: 23 * 60 + 59,
    });
  });

  it('writes minutes as HH:mm', () => {
    expect([timeOf(0), timeOf(9 * 60 + 5), timeOf(24 * 60)]).toEqual(['00:00', '09:05', '24:00']);
  });
});

describe('quickWindow', () => {
  it('today is today alone', () => {
    expect(quickWindow('today', '2026-05-13')).toEqual({ startDate: '2026-05-13', endDate: '2026-05-13' });
  });

  it.each([
    ['2026-05-11', 'Monday'],
    ['2026-05-13', 'Wednesday'],
    ['2026-05-15', 'Friday'],
    ['2026-05-16', 'Saturday'],
  ])('on %s (%s) the weekend is Saturday 16 and Sunday 17', (today) => {
    expect(quickWindow('weekend', today)).toEqual({ startDate: '2026-05-16', endDate: '2026-05-17' });
  });

  it('on a Sunday the weekend is that Sunday alone (Saturday is over)', () => {
    expect(quickWindow('weekend', '2026-05-17')).toEqual({ startDate: '2026-05-17', endDate: '2026-05-17' });
  });

  it('crosses a month and a year end', () => {
    expect(quickWindow('weekend', '2026-12-31')).toEqual({ startDate: '2027-01-02', endDate: '2027-01-03' });
    expect(quickWindow('weekend', '2026-10-30')).toEqual({ startDate: '2026-10-31', endDate: '2026-11-01' });
  });
});

describe("a sale's opening days", () => {
  it("lists each day from start to end with that day's own hours, and a scheduled day outside them", () => {
    const sale = {
      startDate: '2026-11-27',
      endDate: '2026-11-29',
      startTime: '12:00',
      endTime: '20:00',
      schedule: [
        { date: '2026-11-28', startTime: '10:00', endTime: '14:00' },
        { date: '2026-11-29', startTime: 'noon', endTime: '14:00' },
        { date: '2026-12-01', startTime: '09:00', endTime: '11:30' },
      ],
    };
    expect(openingDays(sale)).toEqual([
      { date: '2026-11-27', window: { opensAt: 12 * 60, closesAt: 20 * 60 } },
      { date: '2026-11-28', window: { opensAt: 10 * 60, closesAt: 14 * 60 } },
      { date: '2026-12-01', window: { opensAt: 9 * 60, closesAt: 11 * 60 + 30 } },
    ]);
    expect(formatOpeningWindow({ opensAt: 10 * 60, closesAt: 14 * 60 })).toBe('10:00 AM – 2:00 PM');
    expect(formatOpeningWindow({ opensAt: 18 * 60, closesAt: 24 * 60 })).toBe('6:00 PM – midnight');
  });
});
