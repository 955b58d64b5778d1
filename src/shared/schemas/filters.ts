import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { boundedText, IsoDateSchema } from './common';

/** The longest date window one list request may ask for, both days included. */
export const MAX_WINDOW_DAYS = 92;
export const WINDOW_TOO_LONG_MESSAGE = msg('filters.windowTooLong', { max: MAX_WINDOW_DAYS });
/** The most sales one list answer holds, however wide its filters (the first ones in the list's order). */
export const MAX_LIST_RESULTS = 1000;

const DAY_MS = 86_400_000;
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `amount` days, kept within the years 1 to 9999 that a date filter may name. */
function shiftDay(day: string, amount: number): string {
  const time = dayStart(day) + amount * DAY_MS;
  if (time > dayStart(LAST_DAY)) return LAST_DAY;
  if (time < dayStart(FIRST_DAY)) return FIRST_DAY;
  return new Date(time).toISOString().slice(0, 10);
}

/** Days in a window, both ends included ('2026-11-22' to '2026-11-22' is 1). */
export function windowLength(startDate: string, endDate: string): number {
  return Math.round((dayStart(endDate) - dayStart(startDate)) / DAY_MS) + 1;
}

/**
 * A window with one side given, completed to MAX_WINDOW_DAYS days: a start date runs 91 days on, an end
 * date reaches 91 days back. Both sides or neither are returned as they are.
 */
export function completeWindow(window: { startDate?: string | undefined; endDate?: string | undefined }): {
  startDate?: string;
  endDate?: string;
} {
  const { startDate, endDate } = window;
  if (startDate && !endDate) return { startDate, endDate: shiftDay(startDate, MAX_WINDOW_DAYS - 1) };
  if (endDate && !startDate) return { startDate: shiftDay(endDate, -(MAX_WINDOW_DAYS - 1)), endDate };
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

/** Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (`fn` first, then `schema`). */
function preprocess<B extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: B) {
  return z.pipe(z.transform(fn), schema) as z.ZodMiniType<
    z.core.output<B>,
    unknown,
    z.core.$ZodPreprocessInternals<B>
  >;
}

/**
 * The list filters as they travel in a query string (GET /api/garage-sales) and in the Explore URL.
 * Empty values are treated as absent (spec §4: "Empty filter values are omitted from the query").
 */
/** Optional in a query string: an empty value is absent. */
const optionalParam = (max: number, label: string) =>
  preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.optional(boundedText(max, label)),
  );

const optionalDate = preprocess((value) => (value === '' ? undefined : value), z.optional(IsoDateSchema));

export const CategoryIdsParamSchema = preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z.optional(
    z
      .pipe(
        z
          .string()
          .check(
            z.regex(/^\d{1,9}(,\d{1,9})*$/, 'categoryIds must be a comma-separated list of category ids'),
          ),
        z.transform((text: string) => [...new Set(text.split(',').map(Number))]),
      )
      .check(z.refine((ids) => ids.length <= 100, 'Too many categories chosen')),
  ),
);

/**
 * Explore's quick filters (`?when=`): sales open at this minute (by each sale's hours today), today's, or
 * this weekend's. With `when` the dates of the query are not read: the quick window wins (README).
 */
export const WHEN_VALUES = ['open-now', 'today', 'weekend'] as const;
export type When = (typeof WHEN_VALUES)[number];
export const WHEN_MESSAGE = 'when must be one of open-now, today or weekend';

const optionalWhen = preprocess(
  (value) => (value === '' ? undefined : value),
  z.optional(z.enum(WHEN_VALUES, { error: WHEN_MESSAGE })),
);

/** Issue 25: 'Part of <event>', by the event's address (its slug); an unknown one matches no sale. */
const optionalEvent = preprocess(
  (value) => (value === '' ? undefined : value),
  z.optional(
    z
      .string()
      .check(
        z.maxLength(60, 'event must be an event address of at most 60 characters'),
        z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'event must be an event address (a-z, 0-9 and hyphens)'),
      ),
  ),
);

export const SaleFiltersQuerySchema = z
  .object({
    when: optionalWhen,
    city: optionalParam(100, 'City'),
    neighborhood: optionalParam(100, 'Neighborhood'),
    categoryIds: CategoryIdsParamSchema,
    searchTerm: optionalParam(200, 'Search term'),
    startDate: optionalDate,
    endDate: optionalDate,
    event: optionalEvent,
  })
  .check(
    z.refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
      message: 'End date must be after or equal to start date',
      path: ['endDate'],
    }),
    z.refine(
      (f) =>
        !f.startDate ||
        !f.endDate ||
        f.startDate > f.endDate ||
        windowLength(f.startDate, f.endDate) <= MAX_WINDOW_DAYS,
      { message: WINDOW_TOO_LONG_MESSAGE, path: ['endDate'] },
    ),
  );
export type SaleFiltersQuery = z.infer<typeof SaleFiltersQuerySchema>;

/** The filter set the Explore screen holds in state and in its URL. */
export interface SaleFilters {
  city?: string;
  neighborhood?: string;
  categoryIds?: number[];
  searchTerm?: string;
  startDate?: string;
  endDate?: string;
  when?: When;
  /** The slug of a community sale day: its sales only (issue 25). */
  event?: string;
}

/** Serialises filters for the API and the URL: empty values left out, categoryIds comma-joined. */
export function filtersToSearchParams(filters: SaleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.city) params.set('city', filters.city);
  if (filters.city && filters.neighborhood) params.set('neighborhood', filters.neighborhood);
  if (filters.categoryIds && filters.categoryIds.length > 0)
    params.set('categoryIds', filters.categoryIds.join(','));
  if (filters.searchTerm?.trim()) params.set('searchTerm', filters.searchTerm.trim());
  if (filters.startDate) params.set('startDate', filters.startDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  if (filters.when) params.set('when', filters.when);
  if (filters.event) params.set('event', filters.event);
  return params;
}

/** Reads filters back from a URL query, dropping whatever does not validate rather than failing the page. */
export function filtersFromSearchParams(params: URLSearchParams): SaleFilters {
  const raw = Object.fromEntries(params.entries());
  const filters: SaleFilters = {};
  const keys = [
    'city',
    'neighborhood',
    'searchTerm',
    'startDate',
    'endDate',
    'categoryIds',
    'when',
    'event',
  ] as const;
  for (const key of keys) {
    if (raw[key] === undefined) continue;
    const parsed = SaleFiltersQuerySchema.safeParse({ [key]: raw[key] });
    if (!parsed.success) continue;
    const value = parsed.data[key];
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  if (!filters.city) delete filters.neighborhood;
  return filters;
}
