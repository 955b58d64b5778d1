const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale: `toLocaleDateString` builds a new one at every call, which made the dates of a
 * busy week's cards the biggest single cost of Explore's first render on a phone (profiled, issue 10).
 * Its output is the same: a DateTimeFormat without options gives the numeric day, month and year.
 */
function dayFormat(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale);
    dayFormats.set(key, format);
  }
  return format;
}

/** A 'YYYY-MM-DD' day in the reader's local date format (the day itself, never shifted by time zones). */
export function formatLocalDay(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? day : dayFormat(locale).format(date);
}

/** Spec §2 card dates: 'start - end', a one-day sale included (its one date twice). */
export function formatDayRange(startDate: string, endDate: string, locale?: string): string {
  return `${formatLocalDay(startDate, locale)} - ${formatLocalDay(endDate, locale)}`;
}

/** 'neighborhood, city', or the city alone; and the Get Directions link (both sides use them). */
export { directionsUrl, formatLocation } from '../../shared/sale-place';

export function saleUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}/garage-sales/${id}`;
}
