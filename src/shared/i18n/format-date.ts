import { format as formatPattern, isValid, parseISO } from 'date-fns';
import { formatLongDate as englishLongDate, formatTime12 } from '../date-format';
import { INTL_LOCALE, type Locale } from './locales';

/*
 * Dates and times as each language writes them. English keeps the spec's 'EEEE, MMMM d, yyyy' and
 * 'h:mm a' (date-fns, as before: shared/date-format.ts); French follows Canadian usage through Intl
 * ('samedi 28 novembre 2026', '8 h 00'), which needs no locale data of our own. Like date-format.ts, this
 * module brings date-fns: Explore's first script should not import it (decision 0010).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  zone: 'UTC' | 'reader' = 'UTC',
): Intl.DateTimeFormat {
  const key = `${locale}:${zone}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    // UTC: a day or a time of day is formatted as written, never shifted by the machine's time zone. A
    // moment (a timestamp) is shown in the reader's own time instead.
    const timeZone = zone === 'UTC' ? { timeZone: 'UTC' } : {};
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, ...timeZone });
    formatters.set(key, format);
  }
  return format;
}

function utcDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function utcTime(time: string): Date | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))) : undefined;
}

/** A 'YYYY-MM-DD' day in full: 'Saturday, November 28, 2026' / 'samedi 28 novembre 2026'. */
export function formatLongDay(day: string, locale: Locale): string {
  if (locale === 'en') return englishLongDate(day);
  const date = utcDay(day);
  return date
    ? intlFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
    : day;
}

/** A day without its year, for this week's sales: 'Saturday, November 28' / 'samedi 28 novembre'. */
export function formatWeekday(day: string, locale: Locale): string {
  const date = utcDay(day);
  const options: Intl.DateTimeFormatOptions =
    locale === 'en'
      ? { weekday: 'long', month: 'long', day: 'numeric' }
      : { weekday: 'long', day: 'numeric', month: 'long' };
  return date ? intlFormat(locale, options).format(date) : day;
}

/** An 'HH:mm' time: '8:00 AM' (the spec's 'h:mm a') / '8 h 00'; an unparseable time as written. */
export function formatTimeOfDay(time: string, locale: Locale): string {
  if (locale === 'en') return formatTime12(time);
  const date = utcTime(time);
  return date
    ? intlFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(date)
    : time;
}

/** A day and a time: 'Saturday, November 28, 8:00 AM' / 'samedi 28 novembre, 8 h 00'. */
export function formatDayAndTime(day: string, time: string, locale: Locale): string {
  return `${formatWeekday(day, locale)}, ${formatTimeOfDay(time, locale)}`;
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A 'YYYY-MM-DD' day, month abbreviated (the admin tables): 'Jun 12, 2026' / '12 juin 2026'. */
export function formatMediumDate(day: string, locale: Locale): string {
  if (locale === 'en') {
    const date = parseISO(day);
    return isValid(date) ? formatPattern(date, 'MMM d, yyyy') : day;
  }
  const date = utcDay(day);
  // A day that does not exist (2026-02-30) is shown as written, as date-fns shows it in English.
  return date?.toISOString().startsWith(day) ? intlFormat(locale, MEDIUM_DATE).format(date) : day;
}

/** How much of a moment to show; English has a 12-hour ('dateTime') and a 24-hour ('dateTime24') clock. */
export type MomentStyle = 'dateTime' | 'dateTime24' | 'date';

const ENGLISH_MOMENT: Record<MomentStyle, string> = {
  dateTime: 'MMM d, yyyy, h:mm a',
  dateTime24: 'MMM d, yyyy HH:mm',
  date: 'MMM d, yyyy',
};

/**
 * A moment (an ISO timestamp: a log entry, a queued mail, an account's creation) in the reader's own
 * time: 'Jun 12, 2026, 3:04 PM' / '12 juin 2026, 15 h 04' (French always on a 24-hour clock); a
 * timestamp that cannot be read as written.
 */
export function formatMoment(timestamp: string, locale: Locale, style: MomentStyle = 'dateTime'): string {
  const date = parseISO(timestamp);
  if (!isValid(date)) return timestamp;
  if (locale === 'en') return formatPattern(date, ENGLISH_MOMENT[style]);
  const time: Intl.DateTimeFormatOptions =
    style === 'date' ? {} : { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' };
  return intlFormat(locale, { ...MEDIUM_DATE, ...time }, 'reader').format(date);
}
