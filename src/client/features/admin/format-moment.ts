import { format, isValid, parseISO } from 'date-fns';

/** A moment (ISO timestamp) in the reader's time, as the admin logs show it: 'Jun 12, 2026, 3:04 PM'. */
export function formatMoment(timestamp: string): string {
  const date = parseISO(timestamp);
  return isValid(date) ? format(date, 'MMM d, yyyy, h:mm a') : timestamp;
}
