import { formatShortDay as englishShortDay, formatOpeningWindow } from '../date-format';
import { MINUTES_PER_DAY, type OpeningWindow, timeOf } from '../open-now';
import { formatTimeOfDay } from './format-date';
import { INTL_LOCALE, type Locale } from './locales';

/*
 * A sale's hours as the planner's stops and the printed list show them, in each language: English keeps
 * date-format.ts's 'Sat, Nov 28' and '10:00 AM – 2:00 PM' (spec §9), French writes 'sam. 28 nov.' and
 * '10 h 00 – 14 h 00'. Brings date-fns (through date-format.ts): not for Explore's first script.
 */

const shortDay = new Intl.DateTimeFormat(INTL_LOCALE.fr, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Sat, Nov 28' / 'sam. 28 nov.' for a 'YYYY-MM-DD' day; an unparseable day as written. */
export function formatShortDayIn(day: string, locale: Locale): string {
  if (locale === 'en') return englishShortDay(day);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/**
 * A day's hours: '10:00 AM – 2:00 PM' / '10 h 00 – 14 h 00'. A day that runs to its end closes at
 * `midnight`, the caller's word for it (its catalogue's).
 */
export function formatOpeningWindowIn(window: OpeningWindow, locale: Locale, midnight: string): string {
  if (locale === 'en') return formatOpeningWindow(window);
  const closes =
    window.closesAt >= MINUTES_PER_DAY ? midnight : formatTimeOfDay(timeOf(window.closesAt), locale);
  return `${formatTimeOfDay(timeOf(window.opensAt), locale)} – ${closes}`;
}
