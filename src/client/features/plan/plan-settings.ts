import { formatTime12 } from '../../../shared/date-format';
import { localClock, MINUTES_PER_DAY, openingWindow, type SaleHours, timeOf } from '../../../shared/open-now';

/** A future day's plan starts at 8:00, when the first sales open (issue 11). */
export const FUTURE_DAY_START = '08:00';
export const DEFAULT_STAY_MINUTES = 15;
const STEP_MINUTES = 5;

/**
 * The start time offered for `date`: today, now on the site's clocks rounded up to the next 5 minutes
 * (the last slot of the day when that passes midnight); another day, 8:00.
 */
export function defaultStartTime(date: string, today: string, now: Date, timeZone: string): string {
  if (date !== today) return FUTURE_DAY_START;
  const { minutes } = localClock(now, timeZone);
  const rounded = Math.ceil(minutes / STEP_MINUTES) * STEP_MINUTES;
  return timeOf(Math.min(rounded, MINUTES_PER_DAY - STEP_MINUTES));
}

/** A sale's hours on the plan's day, as the route sheet prints them: '9:00 AM – 2:00 PM', or closed. */
export function hoursOn(sale: SaleHours, date: string): string {
  const window = openingWindow(sale, date);
  if (!window) return 'Closed that day';
  const closes = window.closesAt >= MINUTES_PER_DAY ? 'midnight' : formatTime12(timeOf(window.closesAt));
  return `${formatTime12(timeOf(window.opensAt))} – ${closes}`;
}

/** '1 h 05 min' or '25 min' of driving. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}
