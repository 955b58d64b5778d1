import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime12 } from './date-format';
import {
  generateSchedule,
  isPastSale,
  parseSchedule,
  SELECTABLE_TIMES,
  saleDisplayStatus,
  thisWeekWindow,
  todayIn,
} from './dates';

describe('todayIn', () => {
  it('gives the calendar day of the site time zone, not of UTC', () => {
    // 03:00 UTC on 23 Nov is still 22 Nov in Edmonton (UTC-7).
    const instant = new Date('2026-11-23T03:00:00Z');
    expect(todayIn('America/Edmonton', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
  });
});

describe('thisWeekWindow', () => {
  it('runs from today through today plus 6 days', () => {
    expect(thisWeekWindow('2026-11-22')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
  });
  it('crosses month and year ends', () => {
    expect(thisWeekWindow('2026-12-29')).toEqual({ startDate: '2026-12-29', endDate: '2027-01-04' });
  });
});

describe('saleDisplayStatus', () => {
  const today = '2026-11-22';
  const sale = (startDate: string, endDate: string, isCompleted = false) => ({
    startDate,
    endDate,
    isCompleted,
  });
  it('says Completed before anything else', () => {
    expect(saleDisplayStatus(sale('2026-11-22', '2026-11-23', true), today)).toBe('Completed');
  });
  it('says Ended when the end day is before today', () => {
    expect(saleDisplayStatus(sale('2026-11-19', '2026-11-21'), today)).toBe('Ended');
  });
  it('says Today when the sale starts or ends today', () => {
    expect(saleDisplayStatus(sale('2026-11-22', '2026-11-25'), today)).toBe('Today');
    expect(saleDisplayStatus(sale('2026-11-20', '2026-11-22'), today)).toBe('Today');
  });
  it('says Upcoming when it starts after today', () => {
    expect(saleDisplayStatus(sale('2026-11-23', '2026-11-23'), today)).toBe('Upcoming');
  });
  it('says Active when today falls strictly inside the range', () => {
    expect(saleDisplayStatus(sale('2026-11-21', '2026-11-23'), today)).toBe('Active');
  });
  it('puts completed and ended sales in Past, the rest in Active & Upcoming', () => {
    expect(isPastSale(sale('2026-11-22', '2026-11-22', true), today)).toBe(true);
    expect(isPastSale(sale('2026-11-20', '2026-11-21'), today)).toBe(true);
    expect(isPastSale(sale('2026-11-20', '2026-11-22'), today)).toBe(false);
  });
});

describe('generateSchedule', () => {
  it('makes one 08:00 to 16:00 entry per day from start to end', () => {
    expect(generateSchedule('2026-11-27', '2026-11-29')).toEqual([
      { date: '2026-11-27', startTime: '08:00', endTime: '16:00' },
      { date: '2026-11-28', startTime: '08:00', endTime: '16:00' },
      { date: '2026-11-29', startTime: '08:00', endTime: '16:00' },
    ]);
  });
  it('keeps existing entries for days still in the range and drops the others', () => {
    const existing = [
      { date: '2026-11-26', startTime: '07:00', endTime: '12:00' },
      { date: '2026-11-27', startTime: '09:00', endTime: '14:00' },
    ];
    expect(generateSchedule('2026-11-27', '2026-11-28', existing)).toEqual([
      { date: '2026-11-27', startTime: '09:00', endTime: '14:00' },
      { date: '2026-11-28', startTime: '08:00', endTime: '16:00' },
    ]);
  });
  it('gives one entry for a one-day range and none for a reversed one', () => {
    expect(generateSchedule('2026-11-27', '2026-11-27')).toHaveLength(1);
    expect(generateSchedule('2026-11-28', '2026-11-27')).toEqual([]);
  });
});

describe('parseSchedule', () => {
  const fallback = { startDate: '2026-11-27', startTime: '09:00', endTime: '15:00' };
  it('reads a JSON list of entries', () => {
    const data = JSON.stringify([
      { date: '2026-11-27', startTime: '08:00', endTime: '12:00' },
      { date: '2026-11-28', startTime: '10:00', endTime: '14:00' },
    ]);
    expect(parseSchedule(data, fallback)).toHaveLength(2);
    expect(parseSchedule(data, fallback)[1]).toEqual({
      date: '2026-11-28',
      startTime: '10:00',
      endTime: '14:00',
    });
  });
  it.each([
    ['not JSON', '{oops'],
    ['an object, not a list', '{"date":"2026-11-27"}'],
    ['an empty list', '[]'],
    ['entries missing fields', '[{"date":"2026-11-27"}]'],
    ['nothing', null],
    ['JSON null', 'null'],
    ['a list of non-entries', '[1, "x", null, []]'],
    ['entries with days that do not exist', '[{"date":"2026-02-30","startTime":"08:00","endTime":"12:00"}]'],
    ['entries with a day in another form', '[{"date":"27/11/2026","startTime":"08:00","endTime":"12:00"}]'],
    ['entries with empty times', '[{"date":"2026-11-28","startTime":"","endTime":"12:00"}]'],
    ['entries with times that are not text', '[{"date":"2026-11-28","startTime":8,"endTime":12}]'],
  ])('falls back to the single start date when scheduleData is %s', (_label, data) => {
    expect(parseSchedule(data, fallback)).toEqual([
      { date: '2026-11-27', startTime: '09:00', endTime: '15:00' },
    ]);
  });
  it('cuts an ISO date-time down to its day and a time with seconds down to hours and minutes', () => {
    const data = JSON.stringify([
      { date: '2025-05-10T06:00:00.000Z', startTime: '08:00:00', endTime: '16:30:00.000' },
    ]);
    expect(parseSchedule(data, fallback)).toEqual([
      { date: '2025-05-10', startTime: '08:00', endTime: '16:30' },
    ]);
  });
  it('drops invalid entries and keeps the valid ones, without extra fields', () => {
    const data = JSON.stringify([
      { date: '2026-11-27', startTime: '08:00', endTime: '12:00', note: 'x' },
      { date: '2026-13-01', startTime: '08:00', endTime: '12:00' },
      { date: '2026-11-28', endTime: '12:00' },
      'junk',
      { date: '2026-11-29', startTime: 'noonish', endTime: '17:00' },
    ]);
    expect(parseSchedule(data, fallback)).toEqual([
      { date: '2026-11-27', startTime: '08:00', endTime: '12:00' },
      // An unparseable time is kept: the modal shows its raw string (spec §2).
      { date: '2026-11-29', startTime: 'noonish', endTime: '17:00' },
    ]);
  });
});

describe('formatting', () => {
  it("formats times as 'h:mm a' and leaves an unparseable time as it is", () => {
    expect(formatTime12('08:00')).toBe('8:00 AM');
    expect(formatTime12('16:30')).toBe('4:30 PM');
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('noonish')).toBe('noonish');
  });
  it("formats days as 'EEEE, MMMM d, yyyy'", () => {
    expect(formatLongDate('2026-11-27')).toBe('Friday, November 27, 2026');
    expect(formatLongDate('someday')).toBe('someday');
  });
  it('offers hourly times from 06:00 to 20:00', () => {
    expect(SELECTABLE_TIMES[0]).toBe('06:00');
    expect(SELECTABLE_TIMES.at(-1)).toBe('20:00');
    expect(SELECTABLE_TIMES).toHaveLength(15);
  });
});
