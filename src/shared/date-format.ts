import { format, parse, parseISO } from 'date-fns';
import { MINUTES_PER_DAY, type OpeningWindow, timeOf } from './open-now';

/*
 * The spec's long date and 12-hour time (the sale modal, the sale page, the wizard's schedule). Apart from
 * dates.ts because date-fns' format and parse are most of its weight: Explore's first script has no need
 * of them (decision 0010).
 */

/** 'h:mm a' for an 'HH:mm' time; an unparseable time shows its raw string (spec §2, modal). */
export function formatTime12(time: string): string {
  const parsed = parse(time, 'HH:mm', new Date(2000, 0, 1));
  return Number.isNaN(parsed.getTime()) ? time : format(parsed, 'h:mm a');
}

/** 'EEEE, MMMM d, yyyy' for a 'YYYY-MM-DD' day; an unparseable day shows its raw string. */
export function formatLongDate(day: string): string {
  const parsed = parseISO(day);
  return Number.isNaN(parsed.getTime()) ? day : format(parsed, 'EEEE, MMMM d, yyyy');
}

/** 'EEE, MMM d' for a 'YYYY-MM-DD' day ('Sat, Nov 28'); an unparseable day shows its raw string. */
export function formatShortDay(day: string): string {
  const parsed = parseISO(day);
  return Number.isNaN(parsed.getTime()) ? day : format(parsed, 'EEE, MMM d');
}

/** A day's hours in 'h:mm a' (spec §9): '10:00 AM – 2:00 PM'; a day that runs to its end closes at midnight. */
export function formatOpeningWindow(window: OpeningWindow): string {
  const closes = window.closesAt >= MINUTES_PER_DAY ? 'midnight' : formatTime12(timeOf(window.closesAt));
  return `${formatTime12(timeOf(window.opensAt))} – ${closes}`;
}
