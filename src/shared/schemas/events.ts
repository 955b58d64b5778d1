import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/events-schema.json' with { type: 'json' };
import { messagesOf } from '../i18n/messages';
import {
  IsoDateSchema,
  intSchema,
  noControlCharacters,
  noControlCharactersButLineBreaks,
  TimeOfDaySchema,
} from './common';
import { SaleSummarySchema } from './sale';

/**
 * Community sale days (issue 25): a town-wide garage sale an organizer runs on the site. These are the
 * calls' bodies and answers, for the server's routes, the client's screens and the printed material.
 */
export const eventsMsg = messagesOf('events-schema', english);

export const EVENT_NAME_MAX = 120;
export const EVENT_SLUG_MAX = 60;
export const EVENT_TEXT_MAX = 5000;
export const MAX_EVENT_DATES = 7;
export const MAX_EVENT_CITIES = 100;
/** The largest cap an event may set; the booklet and the bench are sized for 1,000 sales. */
export const MAX_EVENT_SALES = 5000;
export const EVENT_SUBJECT_MAX = 150;

const name = noControlCharacters(
  z
    .string({ message: eventsMsg('name.required') })
    .check(
      z.trim(),
      z.minLength(1, eventsMsg('name.required')),
      z.maxLength(EVENT_NAME_MAX, eventsMsg('name.tooLong', { max: EVENT_NAME_MAX })),
    ),
);

/** The event's address part: /events/{slug}. */
export const EventSlugSchema = z
  .string({ message: eventsMsg('slug.format') })
  .check(
    z.maxLength(EVENT_SLUG_MAX, eventsMsg('slug.tooLong', { max: EVENT_SLUG_MAX })),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, eventsMsg('slug.format')),
  );

/** Optional long text (description, rules): line breaks kept, empty means none. */
function optionalText(key: 'description.tooLong' | 'rules.tooLong') {
  return z.pipe(
    z.nullish(
      noControlCharactersButLineBreaks(
        z.string().check(z.trim(), z.maxLength(EVENT_TEXT_MAX, eventsMsg(key, { max: EVENT_TEXT_MAX }))),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

/** One day of the event with its default hours. */
export const EventDaySchema = z
  .object({ date: IsoDateSchema, startTime: TimeOfDaySchema, endTime: TimeOfDaySchema })
  .check(
    z.refine((day) => day.startTime < day.endTime, { message: eventsMsg('times.order'), path: ['endTime'] }),
  );
export type EventDay = z.infer<typeof EventDaySchema>;

/** The event's days: one to seven, each once (sorted by the server). */
export const EventDaysSchema = z.array(EventDaySchema, { message: eventsMsg('dates.required') }).check(
  z.minLength(1, eventsMsg('dates.required')),
  z.maxLength(MAX_EVENT_DATES, eventsMsg('dates.tooMany', { max: MAX_EVENT_DATES })),
  z.refine((days) => new Set(days.map((day) => day.date)).size === days.length, eventsMsg('dates.twice')),
);

const moment = z.iso.datetime({ offset: true, message: eventsMsg('registration.format') });

const eventFields = {
  name,
  slug: EventSlugSchema,
  dates: EventDaysSchema,
  /** Empty: the whole area. */
  cityIds: z
    .array(
      intSchema(eventsMsg('cities.unknown')).check(
        z.positive(eventsMsg('cities.unknown')),
        z.lte(2_147_483_647, eventsMsg('cities.unknown')),
      ),
    )
    .check(z.maxLength(MAX_EVENT_CITIES, eventsMsg('cities.tooMany', { max: MAX_EVENT_CITIES }))),
  registrationOpensAt: moment,
  registrationClosesAt: moment,
  maxSales: z.nullish(
    intSchema(eventsMsg('maxSales.range', { max: MAX_EVENT_SALES })).check(
      z.gte(1, eventsMsg('maxSales.range', { max: MAX_EVENT_SALES })),
      z.lte(MAX_EVENT_SALES, eventsMsg('maxSales.range', { max: MAX_EVENT_SALES })),
    ),
  ),
  description: optionalText('description.tooLong'),
  rules: optionalText('rules.tooLong'),
};

interface RegistrationWindow {
  registrationOpensAt?: string | undefined;
  registrationClosesAt?: string | undefined;
}

const registrationInOrder = z.refine<RegistrationWindow>(
  (event) =>
    !event.registrationOpensAt ||
    !event.registrationClosesAt ||
    Date.parse(event.registrationOpensAt) < Date.parse(event.registrationClosesAt),
  { message: eventsMsg('registration.order'), path: ['registrationClosesAt'] },
);

/** POST /api/admin/events */
export const EventCreateSchema = z.object(eventFields).check(registrationInOrder);
export type EventCreateInput = z.input<typeof EventCreateSchema>;
export type EventCreate = z.output<typeof EventCreateSchema>;

/** PATCH /api/admin/events/{slug}: any field; those left out stay (the order is checked against the stored ones). */
export const EventPatchSchema = z.partial(z.object(eventFields)).check(registrationInOrder);
export type EventPatch = z.output<typeof EventPatchSchema>;

/** /events/{slug} and /api/.../events/{slug}... */
export const EventSlugParamsSchema = z.object({ slug: EventSlugSchema });

/** The event as every list shows it (GET /api/events, the banner, the admin list). */
export const EventSummarySchema = z.object({
  id: intSchema(),
  slug: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  rules: z.nullable(z.string()),
  dates: z.array(EventDaySchema),
  /** The cities it covers (official names); empty: the whole area. */
  cities: z.array(z.object({ id: intSchema(), name: z.string() })),
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  maxSales: z.nullable(intSchema()),
  /** Registered sales that the public sees. */
  salesCount: intSchema(),
  /** When the numbers were given (null: not yet). */
  numberedAt: z.nullable(z.string()),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventSummaryListSchema = z.array(EventSummarySchema);

/** A registered sale as the event page, its map and its printed list show it. */
export const EventSaleSchema = z.extend(SaleSummarySchema, {
  /** #1...#N, null until the sales are numbered. */
  number: z.nullable(intSchema()),
  /** The description's first line (the booklet prints it), or null. */
  summary: z.nullable(z.string()),
});
export type EventSale = z.infer<typeof EventSaleSchema>;

/** GET /api/events/{slug}: the event and its public sales, numbered ones first in number order. */
export const EventDetailSchema = z.extend(EventSummarySchema, { sales: z.array(EventSaleSchema) });
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** POST /api/events/{slug}/sales: a seller registers one of their own sales. */
export const EventJoinSchema = z.object({ saleId: intSchema().check(z.positive(), z.lte(2_147_483_647)) });

/** POST /api/admin/events/{slug}/move: the rain date, the new days with their hours. */
export const EventMoveSchema = z.object({ dates: EventDaysSchema });

/** POST /api/admin/events/{slug}/messages: "Message all sellers". */
export const EventMessageSchema = z.object({
  subject: noControlCharacters(
    z
      .string({ message: eventsMsg('subject.required') })
      .check(
        z.trim(),
        z.minLength(1, eventsMsg('subject.required')),
        z.maxLength(EVENT_SUBJECT_MAX, eventsMsg('subject.tooLong', { max: EVENT_SUBJECT_MAX })),
      ),
  ),
  text: noControlCharactersButLineBreaks(
    z
      .string({ message: eventsMsg('text.required') })
      .check(
        z.trim(),
        z.minLength(1, eventsMsg('text.required')),
        z.maxLength(EVENT_TEXT_MAX, eventsMsg('text.tooLong', { max: EVENT_TEXT_MAX })),
      ),
  ),
});
export type EventMessage = z.output<typeof EventMessageSchema>;

/** POST /api/admin/events/{slug}/organizers: makes an account an organizer of this event. */
export const EventOrganizerSchema = z.object({
  email: z.string().check(z.trim(), z.email(eventsMsg('email.invalid'))),
});
