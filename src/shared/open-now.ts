import { getDay, parseISO } from 'date-fns';
import { addDaysIso } from './dates';
import type { When } from './schemas/filters';
import type { ScheduleEntry } from './schemas/sale';

/** What "open" reads of a sale: the per-day schedule and the overall dates and times. */
export interface SaleHours {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  schedule: ScheduleEntry[];
}

/** A day's hours as minutes after local midnight: open from `opensAt` (inclusive) to `closesAt` (exclusive). */
export interface OpeningWindow {
  opensAt: number;
  closesAt: number;
}

export const MINUTES_PER_DAY = 24 * 60;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' time, or undefined for anything else. */
export function minutesOf(time: string): number | undefined {
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** 'HH:mm' of minutes after midnight; the midnight that closes a day is '24:00'. */
export function timeOf(minutes: number): string {
  const whole = Math.round(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The sale's hours on `date` ('YYYY-MM-DD'), or undefined when it is not open that day. The schedule's
 * entry for the day wins; a day inside startDate..endDate without an entry has the overall times (as
 * parseSchedule falls back to them). The forms refuse an end time not after the start time, but older rows
 * and the schedule's JSON are not re-checked on reading, and no sale runs past midnight: such a day closes
 * at midnight. A time that is not 'HH:mm' gives no hours that day rather than a guess.
 */
export function openingWindow(sale: SaleHours, date: string): OpeningWindow | undefined {
  const entry = sale.schedule.find((day) => day.date === date);
  const hours = entry ?? (sale.startDate <= date && date <= sale.endDate ? sale : undefined);
  if (!hours) return undefined;
  const opensAt = minutesOf(hours.startTime);
  const endsAt = minutesOf(hours.endTime);
  if (opensAt === undefined || endsAt === undefined) return undefined;
  return { opensAt, closesAt: endsAt > opensAt ? endsAt : MINUTES_PER_DAY };
}

/** The most days openingDays reads: a sale's dates span a few days, a broken row must not loop for ever. */
const MAX_OPENING_DAYS = 366;

/**
 * Each day the sale is open, in order, with that day's own hours (openingWindow): the days from its start
 * to its end date, and any other day its schedule names. A printed list says these, not the first day's
 * hours for every day (issue 22).
 */
export function openingDays(sale: SaleHours): { date: string; window: OpeningWindow }[] {
  const days = new Set(sale.schedule.map((entry) => entry.date));
  for (let day = sale.startDate, n = 0; day <= sale.endDate && n < MAX_OPENING_DAYS; n += 1) {
    days.add(day);
    day = addDaysIso(day, 1);
  }
  return [...days].sort().flatMap((date) => {
    const window = openingWindow(sale, date);
    return window ? [{ date, window }] : [];
  });
}

/**
 * What a wall clock shows, as Intl formats it ('en-CA': '2026-05-16, 08:00'): the site's clock here, and in
 * the browser tests that pass it into the page to find the instant of a site time.
 */
export const WALL_CLOCK_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and the minute of the day that `instant` is on the wall clocks of `timeZone`. */
export function localClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...WALL_CLOCK_FORMAT });
    clockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/**
 * Whether the sale is open at `instant` in the site's time zone: by the wall clock of that day, so a day
 * when the clocks change keeps its posted hours.
 */
export function isOpenAt(sale: SaleHours, instant: Date, timeZone: string): boolean {
  const { date, minutes } = localClock(instant, timeZone);
  const window = openingWindow(sale, date);
  return window !== undefined && window.opensAt <= minutes && minutes < window.closesAt;
}

export type QuickWindow = 'today' | 'weekend';

const SATURDAY = 6;

/**
 * The shopper's quick choices. 'weekend' is this week's Saturday and Sunday; on a Sunday it is Sunday
 * alone, since Saturday's sales are over by then and a window never starts before today (as the default
 * week starts today). `today` is the site's day (todayIn(config.timeZone)).
 */
export function quickWindow(kind: QuickWindow, today: string): { startDate: string; endDate: string } {
  if (kind === 'today') return { startDate: today, endDate: today };
  const weekday = getDay(parseISO(today));
  if (weekday === 0) return { startDate: today, endDate: today };
  const saturday = addDaysIso(today, SATURDAY - weekday);
  return { startDate: saturday, endDate: addDaysIso(saturday, 1) };
}

/** The days a `when` quick filter covers: open now and today are the site's today, weekend this weekend. */
export function whenWindow(when: When, today: string): { startDate: string; endDate: string } {
  return quickWindow(when === 'weekend' ? 'weekend' : 'today', today);
}
