import * as z from 'zod/mini';
import { IdParamsSchema, IsoDateSchema, intSchema } from './common';
import { EventSlugSchema, EventSummarySchema } from './events';
import { SaleSchema } from './sale';

/**
 * The answers of the organizers' and sellers' event calls (issue 25): the admin screens, My Sales and the
 * wizard read them; the server's routes declare them.
 */

/** A positive id in a path or query, as IdParamsSchema reads `{id}`. */
const idParam = IdParamsSchema.shape.id;

/** POST /api/admin/events → 201. */
export const EventCreatedSchema = z.object({ id: intSchema(), slug: z.string() });

/** GET /api/admin/events/{slug}/dashboard: one registered sale, as the organizer's list shows it. */
export const DashboardSaleSchema = z.object({
  saleId: intSchema(),
  number: z.nullable(intSchema()),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  neighborhood: z.nullable(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  sellerEmail: z.string(),
  joinedAt: z.string(),
  followsEventDates: z.boolean(),
  /** Category names. */
  categories: z.array(z.string()),
});
export type DashboardSale = z.infer<typeof DashboardSaleSchema>;

export const EventOrganizerEntrySchema = z.object({ userId: intSchema(), email: z.string() });
export type EventOrganizerEntry = z.infer<typeof EventOrganizerEntrySchema>;

/** One of the organizer's actions (the event's log: who did what, when). */
export const EventLogEntrySchema = z.object({
  actorEmail: z.string(),
  action: z.string(),
  detail: z.nullable(z.string()),
  createdAt: z.string(),
});

/** GET /api/admin/events/{slug}/dashboard: registrations over time, by place and category, the list. */
export const EventDashboardSchema = z.object({
  event: EventSummarySchema,
  /** Every registered sale (hidden ones too), numbered ones first in number order. */
  sales: z.array(DashboardSaleSchema),
  /** Registrations per day they joined, oldest first. */
  byDay: z.array(z.object({ date: z.string(), count: intSchema() })),
  byCity: z.array(z.object({ city: z.string(), neighborhood: z.nullable(z.string()), count: intSchema() })),
  byCategory: z.array(z.object({ category: z.string(), count: intSchema() })),
  organizers: z.array(EventOrganizerEntrySchema),
  /** The newest organizer actions first. */
  log: z.array(EventLogEntrySchema),
});
export type EventDashboard = z.infer<typeof EventDashboardSchema>;

/** POST /api/admin/events/{slug}/organizers → 201, and the organizer removal's path. */
export const EventOrganizerParamsSchema = z.object({
  slug: EventSlugSchema,
  userId: idParam,
});

/** POST /api/admin/events/{slug}/numbers: how many sales have a number now, and how many got one. */
export const EventNumbersAnswerSchema = z.object({
  message: z.string(),
  numbered: intSchema(),
  newlyNumbered: intSchema(),
});

/** POST /api/admin/events/{slug}/move: how many sales moved with the event. */
export const EventMoveAnswerSchema = z.object({ message: z.string(), moved: intSchema() });

/** POST /api/admin/events/{slug}/messages: how many sellers the message was queued for. */
export const EventMessageAnswerSchema = z.object({ message: z.string(), recipients: intSchema() });

/** /api/events/{slug}/sales/{saleId} */
export const EventSaleParamsSchema = z.object({
  slug: EventSlugSchema,
  saleId: idParam,
});

/** PATCH /api/events/{slug}/sales/{saleId}: the seller's opt-out of the rain date. */
export const EventSaleFollowSchema = z.object({ followsEventDates: z.boolean() });

/** A seller's sale's place in an event, as My Sales shows it. */
export const SaleEventLinkSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** #N, null until the sales are numbered. */
  number: z.nullable(intSchema()),
  followsEventDates: z.boolean(),
  /** The event's first day: the seller may leave before it. */
  firstDate: IsoDateSchema,
});
export type SaleEventLink = z.infer<typeof SaleEventLinkSchema>;

/** POST /api/events/{slug}/sales → 201 and PATCH: the sale's registration. */
export const EventRegistrationSchema = z.object({ saleId: intSchema(), event: SaleEventLinkSchema });

/** GET /api/my-sales: each sale with its event (null: in none). */
export const MySaleSchema = z.extend(SaleSchema, { event: z.nullable(SaleEventLinkSchema) });
export const MySaleListSchema = z.array(MySaleSchema);
export type MySale = z.infer<typeof MySaleSchema>;

/** GET /api/events/joinable?saleId=: the events whose registration is open (and that this sale's days fit). */
export const JoinableQuerySchema = z.object({
  saleId: z.optional(idParam),
});
