import { addDaysIso } from '../../../shared/dates';
import { formatOpeningWindowIn } from '../../../shared/i18n/format-hours';
import type { Locale } from '../../../shared/i18n/locales';
import {
  localClock,
  MINUTES_PER_DAY,
  minutesOf,
  openingWindow,
  type SaleHours,
  timeOf,
} from '../../../shared/open-now';

/** A future day's plan starts at 8:00, when the first sales open (issue 11). */
export const FUTURE_DAY_START = '08:00';
export const DEFAULT_STAY_MINUTES = 15;
const STEP_MINUTES = 5;

/** When a plan starts: a day ('YYYY-MM-DD') and a time ('HH:mm') on the site's clocks. */
export interface PlanStart {
  date: string;
  time: string;
}

/**
 * The site's day and minute at `now`: the day and the time of a plan are read from this one clock (the
 * site's time zone, TIMEZONE), never the day from one and the time from another (issue 22).
 */
export function siteClock(now: Date, timeZone: string): { today: string; minutes: number } {
  const { date, minutes } = localClock(now, timeZone);
  return { today: date, minutes };
}

/**
 * The start offered for `date` (today when omitted): today, now rounded up to the next 5 minutes; another
 * day, 8:00. Once today has no slot left (23:56 and later) the plan starts tomorrow at 8:00, never in the
 * past.
 */
export function defaultStart(now: Date, timeZone: string, date?: string): PlanStart {
  const { today, minutes } = siteClock(now, timeZone);
  const day = date ?? today;
  if (day !== today) return { date: day, time: FUTURE_DAY_START };
  const rounded = Math.ceil(minutes / STEP_MINUTES) * STEP_MINUTES;
  if (rounded >= MINUTES_PER_DAY) return { date: addDaysIso(today, 1), time: FUTURE_DAY_START };
  return { date: today, time: timeOf(rounded) };
}

/** The start itself, or now's (defaultStart) when it is already past on the site's clock. */
export function notBeforeNow(start: PlanStart, now: Date, timeZone: string): PlanStart {
  const { today, minutes } = siteClock(now, timeZone);
  if (start.date > today) return start;
  const at = minutesOf(start.time);
  if (start.date === today && at !== undefined && at >= minutes) return start;
  return defaultStart(now, timeZone);
}

/** The words a sale's hours need: the plan catalogue's 'Closed that day' and 'midnight'. */
export interface HoursWords {
  closed: string;
  midnight: string;
}

/** A sale's hours on the plan's day, as the route sheet prints them: '9:00 AM – 2:00 PM', or closed. */
export function hoursOn(sale: SaleHours, date: string, locale: Locale, words: HoursWords): string {
  const window = openingWindow(sale, date);
  return window ? formatOpeningWindowIn(window, locale, words.midnight) : words.closed;
}

/** '1 h 05 min' or '25 min' of driving. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}
