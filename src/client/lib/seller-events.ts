import { queryOptions } from '@tanstack/react-query';
import { addDaysIso } from '../../shared/dates';
import {
  type EventDay,
  EventDetailSchema,
  type EventSummary,
  EventSummaryListSchema,
} from '../../shared/schemas/events';
import type { ScheduleEntry } from '../../shared/schemas/sale';
import { CountedMySaleListSchema } from '../../shared/schemas/sale-stats';
import { getJson } from './api';
import { EVERY_VISIT } from './query-client';

/*
 * The seller's side of community sale days (issue 25): the event a sale registers for, whether it takes
 * registrations now, and which of its days a sale may have. The server decides (closed, full, days outside
 * the event are its 400/409 answers); these only spare the seller a form that cannot be sent.
 */

export const EVENTS_PATH = '/api/events';

export function eventPath(slug: string): string {
  return `${EVENTS_PATH}/${encodeURIComponent(slug)}`;
}

export const MY_SALES_PATH = '/api/my-sales';

/**
 * The seller's sales with their events and counters (spec §7: always refetched). Here, not in My Sales, because the
 * wizard's edit of an event sale also reads whether the sale follows its event's dates.
 */
export const mySalesQueryOptions = queryOptions({
  queryKey: [MY_SALES_PATH],
  queryFn: ({ signal }) => getJson(MY_SALES_PATH, { schema: CountedMySaleListSchema, signal }),
  ...EVERY_VISIT,
});

/** The event and its sales (read fresh: registration may have closed or filled since). */
export function eventQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [eventPath(slug)],
    queryFn: ({ signal }) => getJson(eventPath(slug), { schema: EventDetailSchema, signal }),
    ...EVERY_VISIT,
  });
}

/** This and the coming events: the ones My Sales offers to join. */
export const eventsQueryOptions = queryOptions({
  queryKey: [EVENTS_PATH],
  queryFn: ({ signal }) => getJson(EVENTS_PATH, { schema: EventSummaryListSchema, signal }),
  ...EVERY_VISIT,
});

export type RegistrationState = 'open' | 'notYet' | 'closed' | 'full';

/** Whether the event takes a new sale at `now` (ms): its window, then its cap. */
export function registrationState(event: EventSummary, now: number): RegistrationState {
  if (now < Date.parse(event.registrationOpensAt)) return 'notYet';
  if (now >= Date.parse(event.registrationClosesAt)) return 'closed';
  if (event.maxSales !== null && event.salesCount >= event.maxSales) return 'full';
  return 'open';
}

/** The event's days from `today` on, in order. */
export function upcomingDays(days: readonly EventDay[], today: string): EventDay[] {
  return days.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A sale is one range of days: from the event it takes the first run of consecutive days still to come
 * (all of them for a weekend event), each day with the event's hours.
 */
export function firstRunOfDays(days: readonly EventDay[], today: string): EventDay[] {
  const run: EventDay[] = [];
  for (const day of upcomingDays(days, today)) {
    const last = run.at(-1);
    if (last && addDaysIso(last.date, 1) !== day.date) break;
    run.push(day);
  }
  return run;
}

/** A day's hours as the wizard's schedule entry. */
export function eventScheduleEntries(days: readonly EventDay[]): ScheduleEntry[] {
  return days.map(({ date, startTime, endTime }) => ({ date, startTime, endTime }));
}

/**
 * The events a sale not in an event may join: registration open, the sale's every day one of the event's
 * days, and the sale's city among the event's (an event without cities covers the whole area).
 */
export function joinableEvents(
  events: readonly EventSummary[],
  sale: { startDate: string; endDate: string; city: string },
  now: number,
): EventSummary[] {
  return events.filter((event) => {
    if (registrationState(event, now) !== 'open') return false;
    const city = sale.city.toLowerCase();
    if (event.cities.length > 0 && !event.cities.some((place) => place.name.toLowerCase() === city))
      return false;
    const days = new Set(event.dates.map((day) => day.date));
    for (let day = sale.startDate; day <= sale.endDate; day = addDaysIso(day, 1)) {
      if (!days.has(day)) return false;
    }
    return true;
  });
}
