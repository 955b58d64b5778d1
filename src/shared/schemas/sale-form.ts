import * as z from 'zod/mini';
import { addDaysIso } from '../dates';
import {
  IsoDateSchema,
  intSchema,
  noControlCharacters,
  noControlCharactersButLineBreaks,
  TimeOfDaySchema,
} from './common';
import { windowLength } from './filters';

/**
 * The sale form of spec §5, once for both sides: the wizard validates each step with SaleFormSchema
 * (react-hook-form), then sends toSaleWrite(values); the server checks that body with SaleWriteSchema.
 * zod/mini, as every schema the browser loads (docs/decisions/0020).
 */

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 255;
/** Spec §9: 5 photos per sale. */
export const MAX_PHOTOS_PER_SALE = 5;
/** A sale's days, first to last: a garage sale is a weekend or a week, not a season. */
export const MAX_SALE_DAYS = 31;
/** The form's value for "no neighborhood" (spec §3). */
export const NO_NEIGHBORHOOD = 'none';

export const GEOCODE_FIRST_MESSAGE = "Please geocode your address by clicking the 'Locate' button";
export const MISSING_LOCATION_MESSAGE =
  'Missing Information: Please enter both address and city before continuing';
export const STEP_INVALID_MESSAGE = 'Validation Error: Please fix the errors before continuing';
export const END_TIME_ORDER_MESSAGE = 'End time must be after start time';
export const SALE_TOO_LONG_MESSAGE = `A sale can last at most ${MAX_SALE_DAYS} days`;
export const PAST_START_MESSAGE = 'The sale cannot start in the past';

const text = (schema: z.ZodMiniString) => noControlCharacters(schema);
// Descriptions keep their line breaks (spec §2): only other control characters are refused.
const description = noControlCharactersButLineBreaks(
  z
    .string()
    .check(z.trim(), z.maxLength(DESCRIPTION_MAX, `Description cannot exceed ${DESCRIPTION_MAX} characters`)),
);

export const saleFields = {
  title: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(TITLE_MIN, 'Title must be at least 3 characters long'),
        z.maxLength(TITLE_MAX, 'Title cannot exceed 100 characters'),
      ),
  ),
  description,
  address: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(ADDRESS_MIN, 'Address must be at least 5 characters long'),
        z.maxLength(ADDRESS_MAX, `Address cannot exceed ${ADDRESS_MAX} characters`),
      ),
  ),
  city: text(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'City is required'),
        z.maxLength(100, 'City cannot exceed 100 characters'),
      ),
  ),
  neighborhood: z.nullable(
    text(z.string().check(z.trim(), z.maxLength(100, 'Neighborhood cannot exceed 100 characters'))),
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
      intSchema().check(z.positive(), z.lte(2_147_483_647, 'Unknown category')),
      { message: 'Select at least one category' },
    )
    .check(z.minLength(1, 'Select at least one category'), z.maxLength(50, 'Select at most 50 categories')),
};

export const ScheduleDaySchema = z
  .object({
    date: IsoDateSchema,
    startTime: z.pipe(
      z.string({ message: 'Start time is required' }).check(z.minLength(1, 'Start time is required')),
      TimeOfDaySchema,
    ),
    endTime: z.pipe(
      z.string({ message: 'End time is required' }).check(z.minLength(1, 'End time is required')),
      TimeOfDaySchema,
    ),
  })
  .check(
    z.refine((day) => day.endTime > day.startTime, { message: END_TIME_ORDER_MESSAGE, path: ['endTime'] }),
  );
export type ScheduleDay = z.infer<typeof ScheduleDaySchema>;

export const DateRangeSchema = z
  .object({ from: IsoDateSchema, to: IsoDateSchema }, { message: 'Please select the dates of your sale' })
  .check(
    z.refine((range) => range.from <= range.to, {
      message: 'End date must be after or equal to start date',
      path: ['to'],
    }),
    z.refine((range) => range.from > range.to || windowLength(range.from, range.to) <= MAX_SALE_DAYS, {
      message: SALE_TOO_LONG_MESSAGE,
      path: ['to'],
    }),
  );

export const ScheduleListSchema = z
  .array(ScheduleDaySchema, { message: "At least one day's schedule is required" })
  .check(
    z.minLength(1, "At least one day's schedule is required"),
    z.maxLength(MAX_SALE_DAYS, SALE_TOO_LONG_MESSAGE),
  );

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
    scheduleData: z.string().check(z.maxLength(20_000, 'The schedule is too long')),
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
        ctx.addIssue({ code: 'custom', message: 'The schedule is not valid JSON', path: ['scheduleData'] });
        return;
      }
      const schedule = z.safeParse(ScheduleListSchema, parsed);
      if (!schedule.success) {
        const first = schedule.error.issues[0];
        ctx.addIssue({
          code: 'custom',
          message: first?.message ?? 'Invalid schedule',
          path: ['scheduleData'],
        });
        return;
      }
      const days = new Set<string>();
      for (const day of schedule.data) {
        if (day.date < body.startDate || day.date > body.endDate) {
          ctx.addIssue({
            code: 'custom',
            message: 'Every scheduled day must fall within the sale dates',
            path: ['scheduleData'],
          });
          return;
        }
        if (days.has(day.date)) {
          ctx.addIssue({
            code: 'custom',
            message: 'A day appears twice in the schedule',
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
