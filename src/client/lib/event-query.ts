import { type QueryClient, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unpackRows } from '../../shared/packed-rows';
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

/** The event's own fields checked, its sales only as a list or a packed list (their check: seedEvent). */
const EventWithSalesListSchema = z.extend(EventSummarySchema, {
  sales: z.union([
    z.array(z.unknown()),
    z.object({
      keys: z.array(z.string()),
      dict: z.record(z.string(), z.array(z.unknown())),
      rows: z.array(z.unknown()),
    }),
  ]),
});

/** The answer's sales, unpacked if the server packed them (its page data: shared/packed-rows.ts). */
function salesOf(sales: z.infer<typeof EventWithSalesListSchema>['sales']): unknown[] | undefined {
  if (Array.isArray(sales)) return sales;
  try {
    return unpackRows(sales);
  } catch {
    return undefined;
  }
}

/**
 * A server-drawn event page's answer (page-data.ts), put where the page reads it before React takes the
 * page over: its first render is then the page, not a loading state. The server packs its sales (a
 * thousand sales' keys and repeated values were most of the page), an unpacked answer reads as well. One
 * that does not parse is left out (the page asks the API as usual). Its sales were all written by the
 * same server code in the same answer: the first and the last are checked, which tells another build's
 * or a broken answer as well as all of them would; checking a thousand took about 14 ms of the phone's
 * main thread before the take-over (decision 0034).
 */
export function seedEvent(client: QueryClient, answer: { slug: string }): void {
  const parsed = EventWithSalesListSchema.safeParse(answer);
  if (!parsed.success) return;
  const sales = salesOf(parsed.data.sales);
  if (!sales) return;
  const sampled = sales.length === 0 ? [] : [sales[0], sales[sales.length - 1]];
  if (!sampled.every((sale) => EventSaleSchema.safeParse(sale).success)) return;
  const event = { ...answer, sales } as EventDetail;
  client.setQueryData(eventQueryOptions(parsed.data.slug).queryKey, event);
}
