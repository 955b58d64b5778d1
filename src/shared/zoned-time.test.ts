import { describe, expect, it } from 'vitest';
import { wallClockIn, zonedDateTime } from './zoned-time';

describe('zonedDateTime', () => {
  it.each([
    ['2025-07-05', '08:00', 'America/Edmonton', '2025-07-05T08:00:00-06:00'],
    ['2025-01-11', '16:30', 'America/Edmonton', '2025-01-11T16:30:00-07:00'],
    // The days of the changes: 2 a.m. on 9 March 2025 and 2 November 2025 in Edmonton.
    ['2025-03-09', '01:00', 'America/Edmonton', '2025-03-09T01:00:00-07:00'],
    ['2025-03-09', '08:00', 'America/Edmonton', '2025-03-09T08:00:00-06:00'],
    ['2025-11-02', '08:00', 'America/Edmonton', '2025-11-02T08:00:00-07:00'],
    ['2025-07-05', '08:00', 'UTC', '2025-07-05T08:00:00+00:00'],
    ['2025-07-05', '08:00', 'Asia/Kolkata', '2025-07-05T08:00:00+05:30'],
    ['2025-07-05', '08:00', 'America/St_Johns', '2025-07-05T08:00:00-02:30'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(zonedDateTime(day, time, zone)).toBe(expected);
  });
});

describe('wallClockIn', () => {
  it.each([
    ['2025-07-05T14:00:00Z', 'America/Edmonton', '2025-07-05T08:00'],
    ['2025-01-11T23:30:00.000Z', 'America/Edmonton', '2025-01-11T16:30'],
    ['2025-07-05T08:00:00-06:00', 'Asia/Kolkata', '2025-07-05T19:30'],
    ['not a moment', 'UTC', ''],
  ])('%s in %s reads %s', (instant, zone, expected) => {
    expect(wallClockIn(instant, zone)).toBe(expected);
  });

  it('reads back what zonedDateTime wrote', () => {
    const written = zonedDateTime('2025-11-02', '08:00', 'America/Edmonton');
    expect(wallClockIn(written, 'America/Edmonton')).toBe('2025-11-02T08:00');
  });
});
