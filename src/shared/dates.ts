import { addDays, eachDayOfInterval, lightFormat, parseISO } from 'date-fns';
import { type ScheduleEntry, ScheduleEntrySchema } from './schemas/sale';

/** Spec §9: the default window is today through today plus 6. */
export const DEFAULT_WINDOW_DAYS = 7;
export const DEFAULT_START_TIME = '08:00';
export const DEFAULT_END_TIME = '16:00';

/** Today's calendar day ('YYYY-MM-DD') in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

// lightFormat for ISO days: `format` brings every pattern and the English locale into Explore's first script.
export function addDaysIso(day: string, amount: number): string {
  return lightFormat(addDays(parseISO(day), amount), 'yyyy-MM-dd');
}

/** 'This week': today and the six days after it. */
export function thisWeekWindow(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDaysIso(today, DEFAULT_WINDOW_DAYS - 1) };
}

export type SaleDisplayStatus = 'Completed' | 'Ended' | 'Today' | 'Upcoming' | 'Active';

/** Spec §4 "Display status in My Sales", in its order of precedence. */
export function saleDisplayStatus(
  sale: { isCompleted: boolean; startDate: string; endDate: string },
  today: string,
): SaleDisplayStatus {
  if (sale.isCompleted) return 'Completed';
  if (sale.endDate < today) return 'Ended';
  if (sale.startDate === today || sale.endDate === today) return 'Today';
  if (sale.startDate > today) return 'Upcoming';
  return 'Active';
}

/**
 * Why a sale's page says it has ended (its seller completed it, its last day passed, or it is no longer
 * listed), or undefined for a sale still on: the sale page and its server-drawn first paint say the same.
 */
export function saleEndedReason(
  sale: { isCompleted: boolean; startDate: string; endDate: string; isActive: boolean },
  today: string,
): string | undefined {
  const status = saleDisplayStatus(sale, today);
  if (status === 'Completed') return 'The seller marked it as completed.';
  if (status === 'Ended') return 'Its last day has passed.';
  return sale.isActive ? undefined : 'It is no longer listed.';
}

/** Active & Upcoming: not completed and ending today or later. Everything else is Past. */
export function isPastSale(sale: { isCompleted: boolean; endDate: string }, today: string): boolean {
  return sale.isCompleted || sale.endDate < today;
}

/**
 * One entry per day from `from` to `to`, keeping existing entries for the same day and giving new days
 * 08:00 to 16:00 (spec §4, wizard).
 */
export function generateSchedule(from: string, to: string, existing: ScheduleEntry[] = []): ScheduleEntry[] {
  if (to < from) return [];
  const byDate = new Map(existing.map((entry) => [entry.date, entry]));
  return eachDayOfInterval({ start: parseISO(from), end: parseISO(to) }).map((day) => {
    const date = lightFormat(day, 'yyyy-MM-dd');
    return byDate.get(date) ?? { date, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME };
  });
}

// An ISO date-time ('2025-05-10T06:00:00.000Z') or a time with seconds ('08:00:00'), cut to what the API speaks.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T/;
const TIME_WITH_SECONDS = /^(([01]\d|2[0-3]):[0-5]\d):[0-5]\d(\.\d+)?$/;

function normalisedEntry(value: unknown): ScheduleEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  const cut = (text: unknown, pattern: RegExp) =>
    typeof text === 'string' ? (pattern.exec(text)?.[1] ?? text) : text;
  const parsed = ScheduleEntrySchema.safeParse({
    date: cut(entry.date, DATE_TIME),
    startTime: cut(entry.startTime, TIME_WITH_SECONDS),
    endTime: cut(entry.endTime, TIME_WITH_SECONDS),
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Reads a sale's scheduleData, keeping the entries that hold a real day and both times. When it cannot be
 * parsed or no entry is usable, the single start date with the sale's start and end time is used instead
 * (spec §4).
 */
export function parseSchedule(
  scheduleData: string | null | undefined,
  fallback: { startDate: string; startTime: string; endTime: string },
): ScheduleEntry[] {
  let entries: ScheduleEntry[] = [];
  if (scheduleData) {
    try {
      const parsed: unknown = JSON.parse(scheduleData);
      if (Array.isArray(parsed)) {
        entries = parsed.map(normalisedEntry).filter((entry) => entry !== undefined);
      }
    } catch {
      // Not JSON: the single-day fallback below.
    }
  }
  return entries.length > 0
    ? entries
    : [{ date: fallback.startDate, startTime: fallback.startTime, endTime: fallback.endTime }];
}

/** Spec §5: hourly from 06:00 to 20:00. */
export const SELECTABLE_TIMES: readonly string[] = Array.from(
  { length: 15 },
  (_, index) => `${String(6 + index).padStart(2, '0')}:00`,
);

/** PostgreSQL answers a time as 'HH:MM:SS'; the API speaks 'HH:mm'. */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}
