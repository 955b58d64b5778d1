import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/plan-schema.json' with { type: 'json' };
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { messagesOf } from '../i18n/messages';
import { IsoDateSchema, intSchema, TimeOfDaySchema } from './common';

/** The planner's schema messages (decision 0030); its own lookup, so that the calendar link does not bring the planner. */
const planMsg = messagesOf('plan-schema', english);

/** A plan is one morning's route: more stops than this is not a plan a calendar helps with. */
export const MAX_PLAN_STOPS = 25;

/** One stop of a planned route: which sale, on which day, from when to when (site time zone). */
export const PlanStopSchema = z
  .object({
    saleId: intSchema().check(z.positive(), z.lte(2_147_483_647)),
    date: IsoDateSchema,
    arrival: TimeOfDaySchema,
    departure: TimeOfDaySchema,
  })
  // 'HH:mm' strings compare as times.
  .check(
    z.refine((stop) => stop.departure > stop.arrival, {
      message: planMsg('calendar.departure'),
      path: ['departure'],
    }),
  );
export type PlanStop = z.infer<typeof PlanStopSchema>;

/** POST /api/plan/calendar.ics: the stops in the order they are visited. */
export const PlanCalendarBodySchema = z.object({
  stops: z
    .array(PlanStopSchema)
    .check(
      z.minLength(1, planMsg('calendar.min')),
      z.maxLength(MAX_PLAN_STOPS, planMsg('calendar.max', { max: MAX_PLAN_STOPS })),
    ),
});
export type PlanCalendarBody = z.infer<typeof PlanCalendarBodySchema>;

/**
 * The address of a sale's calendar file (GET), for the 'Add to calendar' link. A plain link's request
 * carries the browser's languages, not the page's: a page in another language than English names it.
 */
export function saleCalendarPath(saleId: number, locale: Locale = DEFAULT_LOCALE): string {
  const path = `/api/garage-sales/${saleId}/calendar.ics`;
  return locale === DEFAULT_LOCALE ? path : `${path}?lang=${locale}`;
}

/** GET a sale's calendar file: `lang` names the file's language (else the request's). */
export const SaleCalendarQuerySchema = z.object({ lang: z.optional(z.enum(LOCALES)) });
