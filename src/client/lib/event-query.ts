import { queryOptions } from '@tanstack/react-query';
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
