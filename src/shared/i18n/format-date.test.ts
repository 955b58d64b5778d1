import { describe, expect, it } from 'vitest';
import { formatDayAndTime, formatLongDay, formatTimeOfDay, formatWeekday } from './format-date';

/** Intl puts no-break spaces where French wants them; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates and times in each language', () => {
  it("keeps the spec's English formats: 'EEEE, MMMM d, yyyy' and 'h:mm a'", () => {
    expect(formatLongDay('2026-11-28', 'en')).toBe('Saturday, November 28, 2026');
    expect(formatTimeOfDay('08:00', 'en')).toBe('8:00 AM');
    expect(formatTimeOfDay('14:30', 'en')).toBe('2:30 PM');
  });

  it('writes French as Canadians do: samedi 28 novembre, 8 h 00, a 24-hour clock', () => {
    expect(plain(formatLongDay('2026-11-28', 'fr'))).toBe('samedi 28 novembre 2026');
    expect(plain(formatWeekday('2026-11-28', 'fr'))).toBe('samedi 28 novembre');
    expect(plain(formatTimeOfDay('08:00', 'fr'))).toBe('8 h 00');
    expect(plain(formatTimeOfDay('14:30', 'fr'))).toBe('14 h 30');
    expect(plain(formatDayAndTime('2026-11-28', '08:00', 'fr'))).toBe('samedi 28 novembre, 8 h 00');
    expect(formatDayAndTime('2026-11-28', '08:00', 'en')).toBe('Saturday, November 28, 8:00 AM');
  });

  it('shows what cannot be read as written, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(formatLongDay('2026-02-30x', locale)).toBe('2026-02-30x');
      expect(formatTimeOfDay('noonish', locale)).toBe('noonish');
    }
  });
});
