import { component, escapeText, formatUtc, type Property } from './ical-writer';

/**
 * A VTIMEZONE for an IANA zone, made from the zone data Node's Intl carries, so that a calendar reads
 * `DTSTART;TZID=America/Edmonton:…` the way the site means it whatever zone the reader's device is in.
 *
 * Rather than guess a recurrence rule, each year an event falls in gets its offset at the start of the
 * year and every change within it, found by asking Intl for the offset day by day and narrowing each
 * change down to the second. Each change is one STANDARD or DAYLIGHT observance with its own DTSTART
 * (RFC 5545 §3.6.5 allows an observance without RRULE), which holds for any zone and any year,
 * including zones that changed their rules.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, { offset: Intl.DateTimeFormat; name: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      offset: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
      name: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

function zoneName(formatter: Intl.DateTimeFormat, moment: number): string {
  return formatter.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The zone's offset from UTC at a moment, in seconds ('GMT-06:00' → -21600; 'GMT' → 0). */
export function offsetAt(timeZone: string, moment: number): number {
  const text = zoneName(formattersFor(timeZone).offset, moment);
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return 0;
  const [, sign, hours, minutes, seconds] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds ?? 0);
  return sign === '-' ? -total : total;
}

export interface Observance {
  /** The moment the offset takes effect (ms since the epoch). */
  at: number;
  from: number;
  to: number;
  name: string;
}

/** 1 January of a year at 00:00 UTC (Date.UTC reads years 0 to 99 as 1900 to 1999). */
function newYearUtc(year: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, 0, 1);
  return date.getTime();
}

/** The offset at the first moment of a year (local midnight of 1 January), then every change in it. */
function observancesOfYear(timeZone: string, year: number): Observance[] {
  const { name } = formattersFor(timeZone);
  const utcNewYear = newYearUtc(year);
  const start = utcNewYear - offsetAt(timeZone, utcNewYear) * 1000;
  const startOffset = offsetAt(timeZone, start);
  const found: Observance[] = [
    { at: start, from: startOffset, to: startOffset, name: zoneName(name, start) },
  ];
  let before = start;
  let offset = startOffset;
  for (let moment = start + DAY_MS; moment < start + 366 * DAY_MS; moment += DAY_MS) {
    const next = offsetAt(timeZone, moment);
    if (next !== offset) {
      let low = before;
      let high = moment;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (offsetAt(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: offset, to: next, name: zoneName(name, high) });
      offset = next;
    }
    before = moment;
  }
  // A year is 365 or 366 days from its local midnight: drop a change that belongs to the next year.
  const nextYear = newYearUtc(year + 1);
  return found.filter((observance) => observance.at < nextYear - observance.from * 1000);
}

const memo = new Map<string, Observance[]>();
const MEMO_LIMIT = 500;

export function observances(timeZone: string, years: number[]): Observance[] {
  return [...new Set(years)]
    .sort((a, b) => a - b)
    .flatMap((year) => {
      const key = `${timeZone}\u0000${year}`;
      let list = memo.get(key);
      if (!list) {
        list = observancesOfYear(timeZone, year);
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(key, list);
      }
      return list;
    });
}

/** ±HHMM, or ±HHMMSS for the old local mean times. */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = abs % 60 ? pad(abs % 60) : '';
  return `${sign}${pad(Math.floor(abs / 3600))}${pad(Math.floor((abs % 3600) / 60))}${rest}`;
}

/** The wall-clock time just before a change (RFC 5545: an observance's DTSTART is in TZOFFSETFROM). */
function localStart(observance: Observance): string {
  return formatUtc(new Date(observance.at + observance.from * 1000)).slice(0, -1);
}

/** The VTIMEZONE component for these years (those of the events that use it). */
export function vtimezone(timeZone: string, years: number[]): string {
  const list = observances(timeZone, years);
  const standard = Math.min(...list.map((observance) => observance.to));
  const children = list.map((observance) => {
    const properties: Property[] = [
      ['DTSTART', localStart(observance)],
      ['TZOFFSETFROM', formatOffset(observance.from)],
      ['TZOFFSETTO', formatOffset(observance.to)],
    ];
    if (observance.name) properties.push(['TZNAME', escapeText(observance.name)]);
    return component(observance.to > standard ? 'DAYLIGHT' : 'STANDARD', properties);
  });
  return component('VTIMEZONE', [['TZID', timeZone]], children);
}
