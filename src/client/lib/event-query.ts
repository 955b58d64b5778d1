import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { EventDetailSchema } from '../../shared/schemas/events';
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

/**
 * A server-drawn event page's answer (page-data.ts), put where the page reads it before React takes the
 * page over: its first render is then the page, not a loading state. One that does not parse is left out
 * (the page asks the API as usual).
 */
export function seedEvent(client: QueryClient, answer: { slug: string }): void {
  const parsed = EventDetailSchema.safeParse(answer);
  if (parsed.success) client.setQueryData(eventQueryOptions(parsed.data.slug).queryKey, parsed.data);
}
