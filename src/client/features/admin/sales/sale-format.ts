import { format, isValid, parseISO } from 'date-fns';

/** 'Jun 12, 2026' for a 'YYYY-MM-DD' day (the day itself: parseISO reads it as a local date). */
export function formatDay(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'MMM d, yyyy') : day;
}

/** A sale's days: one date for a one-day sale, else 'Jun 12 – Jun 13, 2026' style. */
export function formatSaleDays(startDate: string, endDate: string): string {
  if (startDate === endDate) return formatDay(startDate);
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
