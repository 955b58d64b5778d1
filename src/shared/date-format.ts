import { format, parse, parseISO } from 'date-fns';

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
