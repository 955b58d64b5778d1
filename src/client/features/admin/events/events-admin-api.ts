import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { EventSummaryListSchema, EventSummarySchema } from '../../../../shared/schemas/events';
import { ApiError, getJson } from '../../../lib/api';
import { EVERY_VISIT } from '../../../lib/query-client';

/** The administrators' and organizers' event calls (issue 25), one place for their paths. */
export const EVENTS_ADMIN_PATH = '/api/admin/events';
export const eventAdminPath = (slug: string) => `${EVENTS_ADMIN_PATH}/${encodeURIComponent(slug)}`;
export const participantsCsvPath = (slug: string) => `${eventAdminPath(slug)}/participants.csv`;
/** The public event answers that change with an event (the event page, Explore's banner). */
export const PUBLIC_EVENT_KEYS = ['/api/events'];

/** GET /api/admin/events/{slug}/dashboard (the server's answer; the client reads only what it shows). */
const EventDashboardSchema = z.object({
  event: EventSummarySchema,
  sales: z.array(
    z.object({
      saleId: z.number(),
      number: z.nullable(z.number()),
      title: z.string(),
      address: z.string(),
      city: z.string(),
      neighborhood: z.nullish(z.string()),
      startDate: z.string(),
      endDate: z.string(),
      sellerEmail: z.string(),
      joinedAt: z.string(),
      followsEventDates: z.boolean(),
    }),
  ),
  byDay: z.array(z.object({ date: z.string(), count: z.number() })),
  byCity: z.array(z.object({ city: z.string(), neighborhood: z.nullish(z.string()), count: z.number() })),
  byCategory: z.array(z.object({ category: z.string(), count: z.number() })),
  organizers: z.array(z.object({ userId: z.number(), email: z.string() })),
});
export type EventDashboard = z.infer<typeof EventDashboardSchema>;

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
