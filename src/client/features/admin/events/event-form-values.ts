import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { EventDay, EventSummary } from '../../../../shared/schemas/events';
import { wallClockIn, zonedDateTime } from '../../../../shared/zoned-time';

/**
 * What the event form holds: the body of POST/PATCH /api/admin/events as a person types it. The
 * registration window is the site's wall clock (datetime-local fields), the cap a text; `toEventBody`
 * turns it into the call's body, which the shared schema then checks.
 */
export interface EventFormValues {
  name: string;
  slug: string;
  dates: EventDay[];
  /** None ticked: the whole county. */
  cityIds: number[];
  registrationOpensAt: string;
  registrationClosesAt: string;
  maxSales: string;
  description: string;
  rules: string;
}

/** The fields a 400 answer's issues may name. */
export const EVENT_FIELDS = [
  'name',
  'slug',
  'dates',
  'cityIds',
  'registrationOpensAt',
  'registrationClosesAt',
  'maxSales',
  'description',
  'rules',
] as const;

export const NEW_DAY: EventDay = { date: '', startTime: '08:00', endTime: '16:00' };

export function emptyEventForm(): EventFormValues {
  return {
    name: '',
    slug: '',
    dates: [{ ...NEW_DAY }],
    cityIds: [],
    registrationOpensAt: '',
    registrationClosesAt: '',
    maxSales: '',
    description: '',
    rules: '',
  };
}

/** The stored event in the form, its moments on the site's clock. */
export function eventFormOf(event: EventSummary, timeZone: string): EventFormValues {
  return {
    name: event.name,
    slug: event.slug,
    dates: event.dates.map((day) => ({ ...day })),
    cityIds: event.cities.map((city) => city.id),
    registrationOpensAt: wallClockIn(event.registrationOpensAt, timeZone),
    registrationClosesAt: wallClockIn(event.registrationClosesAt, timeZone),
    maxSales: event.maxSales === null ? '' : String(event.maxSales),
    description: event.description ?? '',
    rules: event.rules ?? '',
  };
}

/** A datetime-local value as an instant with the site's offset; '' stays '' (the schema names it). */
function zonedMoment(wallClock: string, timeZone: string): string {
  return wallClock ? zonedDateTime(wallClock.slice(0, 10), wallClock.slice(11, 16), timeZone) : '';
}

export function toEventBody(values: EventFormValues, timeZone: string) {
  const cap = values.maxSales.trim();
  return {
    ...values,
    registrationOpensAt: zonedMoment(values.registrationOpensAt, timeZone),
    registrationClosesAt: zonedMoment(values.registrationClosesAt, timeZone),
    maxSales: cap === '' ? null : Number(cap),
  };
}

/**
 * The form's resolver: its values become the call's body, checked by the shared schema (EventCreateSchema
 * or EventPatchSchema), whose messages land under the fields of the same names.
 */
export function eventResolver<O>(
  schema: z.ZodMiniType<O, unknown>,
  timeZone: string,
): Resolver<EventFormValues, unknown, O> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>, unknown, O>;
  return (values, context, options) =>
    resolve(toEventBody(values, timeZone), context, options as never) as ReturnType<
      Resolver<EventFormValues, unknown, O>
    >;
}
