import { z } from 'zod';
import { IsoDateSchema } from './common';

/**
 * The list filters as they travel in a query string (GET /api/garage-sales) and in the Explore URL.
 * Empty values are treated as absent (spec §4: "Empty filter values are omitted from the query").
 */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

const optionalDate = z.preprocess((value) => (value === '' ? undefined : value), IsoDateSchema.optional());

export const CategoryIdsParamSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value),
  z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'categoryIds must be a comma-separated list of category ids')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= 100, 'Too many categories chosen')
    .optional(),
);

export const SaleFiltersQuerySchema = z
  .object({
    city: optionalText(100, 'City'),
    neighborhood: optionalText(100, 'Neighborhood'),
    categoryIds: CategoryIdsParamSchema,
    searchTerm: optionalText(200, 'Search term'),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: 'End date must be after or equal to start date',
    path: ['endDate'],
  });
export type SaleFiltersQuery = z.infer<typeof SaleFiltersQuerySchema>;

/** The filter set the Explore screen holds in state and in its URL. */
export interface SaleFilters {
  city?: string;
  neighborhood?: string;
  categoryIds?: number[];
  searchTerm?: string;
  startDate?: string;
  endDate?: string;
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
  return params;
}

/** Reads filters back from a URL query, dropping whatever does not validate rather than failing the page. */
export function filtersFromSearchParams(params: URLSearchParams): SaleFilters {
  const raw = Object.fromEntries(params.entries());
  const filters: SaleFilters = {};
  for (const key of ['city', 'neighborhood', 'searchTerm', 'startDate', 'endDate', 'categoryIds'] as const) {
    if (raw[key] === undefined) continue;
    const parsed = SaleFiltersQuerySchema.safeParse({ [key]: raw[key] });
    if (!parsed.success) continue;
    const value = parsed.data[key];
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  if (!filters.city) delete filters.neighborhood;
  return filters;
}
