import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  type EventDetail,
  EventDetailSchema,
  EventSaleSchema,
  EventSummarySchema,
} from '../../shared/schemas/events';
import { getJson } from './api';

/** GET /api/events/{slug} (issue 25): the event and its numbered sales, the same answer for every viewer. */
export const eventPath = (slug: string) => `/api/events/${encodeURIComponent(slug)}`;

/**
 * In lib/ rather than the event page's feature: a server-drawn event page seeds it (page-data.ts) before
 * its screen is loaded.
 */
export function eventQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [eventPath(slug)],
    queryFn: ({ signal }) => getJson(eventPath(slug), { schema: EventDetailSchema, signal }),
  });
}

/** The event's own fields checked, its sales only as a list (their check: seedEvent). */
const EventWithSalesListSchema = z.extend(EventSummarySchema, { sales: z.array(z.unknown()) });

/**
 * A server-drawn event page's answer (page-data.ts), put where the page reads it before React takes the
 * page over: its first render is then the page, not a loading state. One that does not parse is left out
 * (the page asks the API as usual). Its sales were all written by the same server code in the same answer:
 * the first and the last are checked, which tells another build's or a broken answer as well as all of
 * them would; checking a thousand took about 14 ms of the phone's main thread before the take-over
 * (decision 0034).
 */
export function seedEvent(client: QueryClient, answer: { slug: string }): void {
  const parsed = EventWithSalesListSchema.safeParse(answer);
  if (!parsed.success) return;
  const { sales } = parsed.data;
  const sampled = sales.length === 0 ? [] : [sales[0], sales[sales.length - 1]];
  if (!sampled.every((sale) => EventSaleSchema.safeParse(sale).success)) return;
  client.setQueryData(eventQueryOptions(parsed.data.slug).queryKey, answer as EventDetail);
}
