import * as z from 'zod/mini';
import { addDaysIso } from '../dates';
import english from '../i18n/catalogs/en/sale-form.json' with { type: 'json' };
import { messagesOf, msg } from '../i18n/messages';
import {
  IsoDateSchema,
  intSchema,
  noControlCharacters,
  noControlCharactersButLineBreaks,
  TimeOfDaySchema,
} from './common';
import { EventSlugSchema } from './events';
import { windowLength } from './filters';
import { ADDRESS_MIN, ADDRESS_TOO_SHORT_MESSAGE, CITY_REQUIRED_MESSAGE } from './geocode';
import { SaleItemsWriteSchema } from './sale-items';

/**
 * The sale form of spec §5, once for both sides: the wizard validates each step with SaleFormSchema
 * (react-hook-form), then sends toSaleWrite(values); the server checks that body with SaleWriteSchema.
 * zod/mini, as every schema the browser loads (docs/decisions/0020). Its messages are the sale-form
 * catalogue's (decision 0030), which only the wizard and the server load.
 */

export const saleFormMsg = messagesOf('sale-form', english);
/** Also the admin's date debug tool's (schemas/admin.ts): one text, one entry in the catalogues. */
export const DATES_ORDER_MESSAGE = saleFormMsg('dates.order');

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export { ADDRESS_MIN };
export const ADDRESS_MAX = 255;
/** Spec §9: 5 photos per sale. */
export const MAX_PHOTOS_PER_SALE = 5;
/** A sale's days, first to last: a garage sale is a weekend or a week, not a season. */
export const MAX_SALE_DAYS = 31;
/** The form's value for "no neighborhood" (spec §3). */
export const NO_NEIGHBORHOOD = 'none';

export const GEOCODE_FIRST_MESSAGE = saleFormMsg('geocodeFirst');
export const MISSING_LOCATION_MESSAGE = saleFormMsg('missingLocation');
export const STEP_INVALID_MESSAGE = saleFormMsg('stepInvalid');
export const END_TIME_ORDER_MESSAGE = saleFormMsg('times.order');
export const SALE_TOO_LONG_MESSAGE = saleFormMsg('dates.tooLong', { max: MAX_SALE_DAYS });
export const PAST_START_MESSAGE = saleFormMsg('dates.pastStart');
export const UNKNOWN_CATEGORY_MESSAGE = saleFormMsg('categories.unknown');
const SELECT_CATEGORY_MESSAGE = saleFormMsg('categories.required');
const START_TIME_REQUIRED = msg('sale.startTime.required');
const END_TIME_REQUIRED = msg('sale.endTime.required');
const SCHEDULE_REQUIRED_MESSAGE = saleFormMsg('schedule.required');

const text = (schema: z.ZodMiniString) => noControlCharacters(schema);
// Descriptions keep their line breaks (spec §2): only other control characters are refused.
const description = noControlCharactersButLineBreaks(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(DESCRIPTION_MAX, saleFormMsg('description.tooLong', { max: DESCRIPTION_MAX })),
    ),
);

export const saleFields = {
  title: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(TITLE_MIN, saleFormMsg('title.tooShort', { min: TITLE_MIN })),
        z.maxLength(TITLE_MAX, saleFormMsg('title.tooLong', { max: TITLE_MAX })),
      ),
  ),
  description,
  address: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(ADDRESS_MIN, ADDRESS_TOO_SHORT_MESSAGE),
        z.maxLength(ADDRESS_MAX, saleFormMsg('address.tooLong', { max: ADDRESS_MAX })),
      ),
  ),
  city: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, CITY_REQUIRED_MESSAGE),
        z.maxLength(100, saleFormMsg('city.tooLong', { max: 100 })),
      ),
  ),
  neighborhood: z.nullable(
    text(z.string().check(z.trim(), z.maxLength(100, saleFormMsg('neighborhood.tooLong', { max: 100 })))),
  ),
  position: z.object(
    {
      lat: z.number({ message: GEOCODE_FIRST_MESSAGE }).check(z.gte(-90), z.lte(90)),
      lng: z.number({ message: GEOCODE_FIRST_MESSAGE }).check(z.gte(-180), z.lte(180)),
    },
    { message: GEOCODE_FIRST_MESSAGE },
  ),
  categoryIds: z
    .array(
      // Bounded to PostgreSQL's integer: a larger id is no category, not a database error.
      intSchema().check(z.positive(), z.lte(2_147_483_647, UNKNOWN_CATEGORY_MESSAGE)),
      { message: SELECT_CATEGORY_MESSAGE },
    )
    .check(
      z.minLength(1, SELECT_CATEGORY_MESSAGE),
      z.maxLength(50, saleFormMsg('categories.tooMany', { max: 50 })),
    ),
};

export const ScheduleDaySchema = z
  .object({
    date: IsoDateSchema,
    startTime: z.pipe(
      z.string({ message: START_TIME_REQUIRED }).check(z.minLength(1, START_TIME_REQUIRED)),
      TimeOfDaySchema,
    ),
    endTime: z.pipe(
      z.string({ message: END_TIME_REQUIRED }).check(z.minLength(1, END_TIME_REQUIRED)),
      TimeOfDaySchema,
    ),
  })
  .check(
    z.refine((day) => day.endTime > day.startTime, { message: END_TIME_ORDER_MESSAGE, path: ['endTime'] }),
  );
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const DateRangeSchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema }, { message: saleFormMsg('dates.required') })
  .check(
    z.refine((range) => range.from <= range.to, {
      message: DATES_ORDER_MESSAGE,
      path: ['to'],
    }),
    z.refine((range) => range.from > range.to || windowLength(range.from, range.to) <= MAX_SALE_DAYS, {
      message: SALE_TOO_LONG_MESSAGE,
      path: ['to'],
    }),
  );

export const ScheduleListSchema = z
  .array(ScheduleDaySchema, { message: SCHEDULE_REQUIRED_MESSAGE })
  .check(z.minLength(1, SCHEDULE_REQUIRED_MESSAGE), z.maxLength(MAX_SALE_DAYS, SALE_TOO_LONG_MESSAGE));

/** The wizard's values. `neighborhood` is 'none' or '' for no choice; `position` is unset until located. */
export const SaleFormSchema = z.object({
  title: saleFields.title,
  description: saleFields.description,
  categoryIds: saleFields.categoryIds,
  address: saleFields.address,
  city: saleFields.city,
  neighborhood: z.optional(saleFields.neighborhood),
  position: saleFields.position,
  dateRange: DateRangeSchema,
  schedule: ScheduleListSchema,
});
export type SaleFormValues = z.infer<typeof SaleFormSchema>;

/** The fields each wizard step validates before Next (step 5, photos, has none of the form's). */
export const STEP_FIELDS = {
  1: ['title', 'description', 'categoryIds'],
  2: ['address', 'city', 'neighborhood', 'position'],
  3: ['dateRange'],
  4: ['schedule'],
  5: [],
} as const satisfies Record<1 | 2 | 3 | 4 | 5, readonly (keyof SaleFormValues)[]>;
export const WIZARD_STEPS = 5;

/** The body of POST and PUT /api/garage-sales (spec §7). Keys the server owns are not in it. */
export const SaleWriteSchema = z
  .object({
    title: saleFields.title,
    description: z.nullable(z.optional(saleFields.description)),
    address: saleFields.address,
    city: saleFields.city,
    neighborhood: z.optional(saleFields.neighborhood),
    position: saleFields.position,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    startTime: TimeOfDaySchema,
    endTime: TimeOfDaySchema,
    categoryIds: saleFields.categoryIds,
    scheduleData: z.string().check(z.maxLength(20_000, saleFormMsg('schedule.tooLong'))),
    /** POST only (issue 25): the community sale day the new sale registers for, in the same transaction. */
    eventSlug: z.optional(EventSlugSchema),
    /**
     * Issue 26: the sale's items, in order, written with the sale. Left out of an update, the stored items
     * stay as they are; given, they become exactly these (an `id` keeps that stored item).
     */
    items: z.optional(SaleItemsWriteSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const range = z.safeParse(DateRangeSchema, { from: body.startDate, to: body.endDate });
      if (!range.success) {
        for (const issue of range.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['endDate'] });
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.scheduleData);
      } catch {
        ctx.addIssue({ code: 'custom', message: saleFormMsg('schedule.notJson'), path: ['scheduleData'] });
        return;
      }
      const schedule = z.safeParse(ScheduleListSchema, parsed);
      if (!schedule.success) {
        const first = schedule.error.issues[0];
        ctx.addIssue({
          code: 'custom',
          message: first?.message ?? saleFormMsg('schedule.invalid'),
          path: ['scheduleData'],
        });
        return;
      }
      const days = new Set<string>();
      for (const day of schedule.data) {
        if (day.date < body.startDate || day.date > body.endDate) {
          ctx.addIssue({
            code: 'custom',
            message: saleFormMsg('schedule.outsideDates'),
            path: ['scheduleData'],
          });
          return;
        }
        if (days.has(day.date)) {
          ctx.addIssue({
            code: 'custom',
            message: saleFormMsg('schedule.dayTwice'),
            path: ['scheduleData'],
          });
          return;
        }
        days.add(day.date);
      }
    }),
  );
export type SaleWrite = z.infer<typeof SaleWriteSchema>;

/** Spec §7: the wizard's values as the API body (neighborhood left out when none; times of the first day). */
export function toSaleWrite(values: SaleFormValues): SaleWrite {
  const schedule = [...values.schedule].sort((a, b) => a.date.localeCompare(b.date));
  const first = schedule[0];
  const neighborhood =
    values.neighborhood && values.neighborhood !== NO_NEIGHBORHOOD ? values.neighborhood : undefined;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    address: values.address.trim(),
    city: values.city,
    ...(neighborhood ? { neighborhood } : {}),
    position: values.position,
    startDate: values.dateRange.from,
    endDate: values.dateRange.to,
    startTime: first?.startTime ?? '08:00',
    endTime: first?.endTime ?? '16:00',
    categoryIds: values.categoryIds,
    scheduleData: JSON.stringify(schedule),
  };
}

/** The last day a new sale may start on is not bounded; the first is today (past days are disabled). */
export function earliestStartDate(today: string, existingStart?: string): string {
  return existingStart && existingStart < today ? existingStart : today;
}

/** Used by tests and the seed: a valid body for a sale starting on `startDate`. */
export function exampleSaleWrite(startDate: string, overrides: Partial<SaleWrite> = {}): SaleWrite {
  const endDate = addDaysIso(startDate, 1);
  return {
    title: 'Moving sale',
    description: 'Furniture and tools',
    address: '123 Main Street',
    city: 'Stony Plain',
    position: { lat: 53.53, lng: -114.0 },
    startDate,
    endDate,
    startTime: '08:00',
    endTime: '16:00',
    categoryIds: [1],
    scheduleData: JSON.stringify([
      { date: startDate, startTime: '08:00', endTime: '16:00' },
      { date: endDate, startTime: '09:00', endTime: '15:00' },
    ]),
    ...overrides,
  };
}
