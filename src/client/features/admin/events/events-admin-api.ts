import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { EventSummaryListSchema } from '../../../../shared/schemas/events';
import { type EventDashboard, EventDashboardSchema } from '../../../../shared/schemas/events-admin';
import { ApiError, apiRequest, getJson, type Schema } from '../../../lib/api';
import { EVERY_VISIT } from '../../../lib/query-client';

/** The administrators' and organizers' event calls (issue 25), one place for their paths. */
export const EVENTS_ADMIN_PATH = '/api/admin/events';
export const eventAdminPath = (slug: string) => `${EVENTS_ADMIN_PATH}/${encodeURIComponent(slug)}`;
export const participantsCsvPath = (slug: string) => `${eventAdminPath(slug)}/participants.csv`;
/** The public event answers that change with an event (the event page, Explore's banner). */
export const PUBLIC_EVENT_KEYS = ['/api/events'];

/** Administrators: every event; an organizer: theirs; anyone else: 403. */
export const adminEventsQuery = queryOptions({
  queryKey: [EVENTS_ADMIN_PATH],
  queryFn: ({ signal }) => getJson(EVENTS_ADMIN_PATH, { schema: EventSummaryListSchema, signal }),
  ...EVERY_VISIT,
});

export const eventDashboardQuery = (slug: string) =>
  queryOptions({
    queryKey: [EVENTS_ADMIN_PATH, slug, 'dashboard'],
    queryFn: ({ signal }) =>
      getJson(`${eventAdminPath(slug)}/dashboard`, { schema: EventDashboardSchema, signal }),
    ...EVERY_VISIT,
  });

/** The server refused the viewer (not an administrator, nor this event's organizer). */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export type { EventDashboard };

/** A call whose answer is read with `schema` (the server's own words on what it did, for the toast). */
export async function requestJson<T>(
  method: string,
  path: string,
  schema: Schema<T>,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, path, body);
  return z.parse(schema, await response.json());
}
