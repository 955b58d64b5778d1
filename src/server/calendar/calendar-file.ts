import { type Locale, localizedPath } from '../../shared/i18n/locales';
import type { Sale } from '../../shared/schemas/sale';
import {
  component,
  escapeText,
  formatLocal,
  formatUtc,
  type LocalDateTime,
  type Property,
  paramValue,
} from './ical-writer';
import { vtimezone } from './vtimezone';

/** What a calendar file needs from the site's settings. */
export interface CalendarSite {
  siteName: string;
  timeZone: string;
  /** PUBLIC_URL: links and UIDs use it; without it a file carries no link (the Host header is not trusted). */
  publicUrl: string | undefined;
}

/** One VEVENT: a sale's day, or a planned stop at a sale. */
export interface CalendarEvent {
  /** Unique in the file and the same on every export of the same day (or stop), so that a re-import updates. */
  uidKey: string;
  sale: Sale;
  summary: string;
  date: string;
  /** 'HH:mm', or undefined for an all-day event (a stored time that cannot be read). */
  start: string | undefined;
  end: string | undefined;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time as the event can use it: 'HH:mm' (stored times may carry seconds), or undefined. */
export function readableTime(time: string): string | undefined {
  const short = time.slice(0, 5);
  return TIME.test(short) ? short : undefined;
}

/**
 * Where a calendar entry points back to: the sale's page on the public site in the file's language,
 * when the site knows its address.
 */
export function salePageUrl(site: CalendarSite, saleId: number, locale: Locale): string | undefined {
  return site.publicUrl ? `${site.publicUrl}${localizedPath(`/garage-sales/${saleId}`, locale)}` : undefined;
}

function uidDomain(site: CalendarSite): string {
  return site.publicUrl ? new URL(site.publicUrl).hostname : 'garage-sale-finder.invalid';
}

function eventProperties(
  site: CalendarSite,
  locale: Locale,
  event: CalendarEvent,
  stamp: string,
): Property[] {
  const { sale } = event;
  const tzid = `TZID=${paramValue(site.timeZone)}`;
  const at = (time: string): LocalDateTime => ({ date: event.date, time });
  const url = salePageUrl(site, sale.id, locale);
  const description = [sale.description?.trim(), url].filter(Boolean).join('\n\n');
  const properties: Property[] = [
    ['UID', `${event.uidKey}@${uidDomain(site)}`],
    ['DTSTAMP', stamp],
  ];
  if (event.start === undefined) {
    properties.push(['DTSTART', event.date.replaceAll('-', ''), 'VALUE=DATE']);
  } else {
    properties.push(['DTSTART', formatLocal(at(event.start)), tzid]);
    // An end at or before the start is left out: the event then lasts no time rather than going backwards.
    if (event.end !== undefined && event.end > event.start) {
      properties.push(['DTEND', formatLocal(at(event.end)), tzid]);
    }
  }
  properties.push(['SUMMARY', escapeText(event.summary)]);
  if (description) properties.push(['DESCRIPTION', escapeText(description)]);
  properties.push(['LOCATION', escapeText(`${sale.address}, ${sale.city}`)]);
  properties.push(['GEO', `${sale.position.lat.toFixed(6)};${sale.position.lng.toFixed(6)}`]);
  if (url) properties.push(['URL', url]);
  return properties;
}

/**
 * A whole VCALENDAR: the site's time zone (for the years its events fall in), then the events, in
 * `locale` (the links to the sales' pages).
 */
export function writeCalendar(
  site: CalendarSite,
  locale: Locale,
  name: string,
  events: CalendarEvent[],
  now: Date,
): string {
  const stamp = formatUtc(now);
  const years = events
    .filter((event) => event.start !== undefined)
    .map((event) => Number(event.date.slice(0, 4)));
  const zone = years.length > 0 ? [vtimezone(site.timeZone, years)] : [];
  const header: Property[] = [
    ['VERSION', '2.0'],
    ['PRODID', `-//${escapeText(site.siteName)}//Calendar export//EN`],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', escapeText(name)],
    ['X-WR-TIMEZONE', site.timeZone],
  ];
  const vevents = events.map((event) => component('VEVENT', eventProperties(site, locale, event, stamp)));
  return component('VCALENDAR', header, [...zone, ...vevents]);
}

/** A file name anyone's disk accepts: the title's letters and digits, hyphenated, or the fallback. */
export function calendarFileName(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || fallback}.ics`;
}
