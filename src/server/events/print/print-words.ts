import { formatLongDay } from '../../../shared/i18n/format-date';
import { formatOpeningWindowIn, formatShortDayIn } from '../../../shared/i18n/format-hours';
import type { Locale } from '../../../shared/i18n/locales';
import { minutesOf, openingDays } from '../../../shared/open-now';
import type { EventDetail, EventSale, EventSummary } from '../../../shared/schemas/events';
import { serverT } from '../../lib/server-i18n';

/** Where and for whom a file is printed: its language, the site's name and the origin its QR codes name. */
export interface PrintSite {
  locale: Locale;
  siteName: string;
  /** An absolute origin ('https://sales.example.org'): a QR code needs a whole address. */
  origin: string;
}

/** A printed file's words, in its language. */
export function printWords(locale: Locale) {
  return serverT(locale, 'events-print');
}

/*
 * The QR codes name the pages' addresses without a language: a shopper scanning a sign or a poster gets
 * the page in the language their browser prefers (the English address sends a French reader to /fr/),
 * whatever language the paper was printed in.
 */

/** The event's page, where its live map and list are. */
export function eventPageUrl(site: PrintSite, slug: string): string {
  return `${site.origin}/events/${slug}`;
}

/** A sale's page. */
export function salePageUrl(site: PrintSite, saleId: number): string {
  return `${site.origin}/garage-sales/${saleId}`;
}

/** Hours already written: a booklet repeats a few windows a thousand times, and date-fns parses slowly. */
const written = new Map<string, string>();

/** 'HH:mm' to 'HH:mm' as the reader writes hours: '8:00 AM – 4:00 PM' / '8 h 00 – 16 h 00'. */
function hours(startTime: string, endTime: string, locale: Locale): string {
  const key = `${locale} ${startTime} ${endTime}`;
  let text = written.get(key);
  if (text === undefined) {
    const window = { opensAt: minutesOf(startTime) ?? 0, closesAt: minutesOf(endTime) ?? 0 };
    text = formatOpeningWindowIn(window, locale, printWords(locale)('print.midnight'));
    if (written.size >= 1000) written.clear();
    written.set(key, text);
  }
  return text;
}

/** Each day of the event with its hours: 'Saturday, May 9, 2026 · 8:00 AM – 4:00 PM'. */
export function eventDayLines(event: EventSummary, locale: Locale): string[] {
  const t = printWords(locale);
  return event.dates.map((day) =>
    t('print.dayHours', {
      day: formatLongDay(day.date, locale),
      hours: hours(day.startTime, day.endTime, locale),
    }),
  );
}

/** The cities the event covers, or the whole area. */
export function areaLine(event: EventSummary, locale: Locale): string {
  return event.cities.length > 0
    ? event.cities.map((city) => city.name).join(', ')
    : printWords(locale)('print.wholeArea');
}

/**
 * A sale's hours in the list: the hours alone when it is open on every day of the event (the usual case),
 * else its days first: 'Sat, May 9: 8:00 AM – 4:00 PM'.
 */
export function saleHoursLine(sale: EventSale, event: EventDetail, locale: Locale): string {
  const days = openingDays({ ...sale, schedule: [] });
  const open = hours(sale.startTime, sale.endTime, locale);
  const everyDay =
    days.length === event.dates.length && days.every((day, index) => day.date === event.dates[index]?.date);
  if (everyDay) return open;
  const names = days.map((day) => formatShortDayIn(day.date, locale)).join(', ');
  return printWords(locale)('booklet.days', { days: names, hours: open });
}

/** '#12' / 'nº 12'. */
export function numberLabel(number: number, locale: Locale): string {
  return printWords(locale)('print.number', { number });
}
