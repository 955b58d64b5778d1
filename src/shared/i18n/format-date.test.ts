import { describe, expect, it } from 'vitest';
import {
  formatDayAndTime,
  formatLongDay,
  formatMediumDate,
  formatMoment,
  formatTimeOfDay,
  formatWeekday,
} from './format-date';

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

describe('the admin screens’ dates and moments', () => {
  it("keeps English as the screens wrote it: 'MMM d, yyyy', with a 12- or 24-hour time", () => {
    expect(formatMediumDate('2026-06-12', 'en')).toBe('Jun 12, 2026');
    const moment = new Date(2026, 5, 12, 15, 4).toISOString();
    expect(formatMoment(moment, 'en')).toBe('Jun 12, 2026, 3:04 PM');
    expect(formatMoment(moment, 'en', 'dateTime24')).toBe('Jun 12, 2026 15:04');
    expect(formatMoment(moment, 'en', 'date')).toBe('Jun 12, 2026');
  });

  it('writes French days and moments as Canadians do, in the reader’s own time', () => {
    expect(plain(formatMediumDate('2026-06-12', 'fr'))).toBe('12 juin 2026');
    const moment = new Date(2026, 5, 12, 15, 4).toISOString();
    expect(plain(formatMoment(moment, 'fr'))).toBe('12 juin 2026, 15 h 04');
    expect(plain(formatMoment(moment, 'fr', 'dateTime24'))).toBe('12 juin 2026, 15 h 04');
    expect(plain(formatMoment(moment, 'fr', 'date'))).toBe('12 juin 2026');
  });

  it('shows what cannot be read as written', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(formatMediumDate('2026-13-40', locale)).toBe('2026-13-40');
      expect(formatMoment('yesterday', locale)).toBe('yesterday');
    }
  });
});
