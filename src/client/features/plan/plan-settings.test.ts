import { describe, expect, it } from 'vitest';
import { defaultStartTime, formatDuration, hoursOn } from './plan-settings';

const zone = 'America/Edmonton';

describe('the start time offered', () => {
  it('is now rounded up to 5 minutes on the site clocks today', () => {
    // 09:02 in Edmonton (UTC-6 all year from tzdata 2026c: Alberta kept daylight time).
    expect(defaultStartTime('2026-11-28', '2026-11-28', new Date('2026-11-28T15:02:00Z'), zone)).toBe(
      '09:05',
    );
    expect(defaultStartTime('2026-11-28', '2026-11-28', new Date('2026-11-28T15:10:00Z'), zone)).toBe(
      '09:10',
    );
  });

  it('stays inside the day late at night', () => {
    expect(defaultStartTime('2026-11-28', '2026-11-28', new Date('2026-11-29T05:58:00Z'), zone)).toBe(
      '23:55',
    );
  });

  it('is 8:00 on a day to come', () => {
    expect(defaultStartTime('2026-11-29', '2026-11-28', new Date('2026-11-28T16:02:00Z'), zone)).toBe(
      '08:00',
    );
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
    expect(hoursOn(sale, '2026-11-29')).toBe('10:00 AM – 12:30 PM');
    expect(hoursOn(sale, '2026-11-28')).toBe('8:00 AM – 2:00 PM');
    expect(hoursOn(sale, '2026-11-30')).toBe('Closed that day');
  });
});

it('writes driving time in minutes, and hours past the hour', () => {
  expect(formatDuration(25.4)).toBe('25 min');
  expect(formatDuration(65)).toBe('1 h 05 min');
});
