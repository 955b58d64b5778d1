import { hhmm, parseSchedule } from '../../shared/dates';
import { formatLongDay, formatTimeOfDay } from '../../shared/i18n/format-date';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { serverT } from '../lib/server-i18n';

/** What a change notice is about: where the sale is and when it is open. Title, text and photos are not. */
export interface SaleSnapshot {
  address: string;
  city: string;
  days: { date: string; startTime: string; endTime: string }[];
}

export interface SnapshotSource {
  address: string;
  city: string;
  startDate: string;
  startTime: string;
  endTime: string;
  scheduleData: string | null;
}

export function snapshotOf(row: SnapshotSource): SaleSnapshot {
  const startTime = hhmm(row.startTime);
  const endTime = hhmm(row.endTime);
  const days = parseSchedule(row.scheduleData, { startDate: row.startDate, startTime, endTime })
    .map((day) => ({ date: day.date, startTime: day.startTime, endTime: day.endTime }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { address: row.address, city: row.city, days };
}

const place = (s: SaleSnapshot) => `${s.address}, ${s.city}`;

/**
 * The differences a shopper cares about, as label and 'before → after' lines in `locale` (the mail
 * catalogue's change.* words): the address, then each day whose hours changed, that was added or that was
 * dropped. Empty when nothing of that changed.
 */
export function describeChanges(
  before: SaleSnapshot,
  after: SaleSnapshot,
  locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  const t = serverT(locale, 'mail');
  const hours = (day: { startTime: string; endTime: string }) =>
    t('change.hours', {
      opens: formatTimeOfDay(day.startTime, locale),
      closes: formatTimeOfDay(day.endTime, locale),
    });
  const lines: [string, string][] = [];
  if (place(before) !== place(after)) lines.push([t('change.address'), `${place(before)} → ${place(after)}`]);
  const was = new Map(before.days.map((day) => [day.date, day]));
  const now = new Map(after.days.map((day) => [day.date, day]));
  const dates = [...new Set([...was.keys(), ...now.keys()])].sort();
  for (const date of dates) {
    const old = was.get(date);
    const next = now.get(date);
    const label = formatLongDay(date, locale);
    if (old && next) {
      if (hours(old) !== hours(next)) lines.push([label, `${hours(old)} → ${hours(next)}`]);
    } else if (old) {
      lines.push([label, t('change.noLongerOpen', { hours: hours(old) })]);
    } else if (next) {
      lines.push([label, t('change.notOpen', { hours: hours(next) })]);
    }
  }
  return lines;
}

/** Reads a stored snapshot back (jsonb), or undefined when it is not one. */
export function readSnapshot(value: unknown): SaleSnapshot | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const s = value as Partial<SaleSnapshot>;
  if (typeof s.address !== 'string' || typeof s.city !== 'string' || !Array.isArray(s.days)) return undefined;
  return s as SaleSnapshot;
}
