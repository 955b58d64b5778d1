import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { IdParamsSchema } from '../../shared/schemas/common';
import { GoogleMapsKeySchema, PublicConfigSchema } from '../../shared/schemas/config';
import {
  type Category,
  CategorySchema,
  CityNamesSchema,
  NeighborhoodListSchema,
} from '../../shared/schemas/reference';
import { PhotoListSchema, SaleSchema } from '../../shared/schemas/sale';
import { SaleSaversSchema } from '../../shared/schemas/sale-stats';
import { TermsSchema } from '../../shared/schemas/terms';
import { getJson } from './api';
import { pageLocale } from './page-locale';
import { FIVE_MINUTES } from './query-client';

/** Shared read models: every screen that shows these asks for them under the same key. */

export const configQueryOptions = queryOptions({
  queryKey: ['/api/config'],
  queryFn: ({ signal }) => getJson('/api/config', { schema: PublicConfigSchema, signal }),
});

/** Spec §7: fetched once, never stale. */
export const googleMapsKeyQueryOptions = queryOptions({
  queryKey: ['/api/google-maps-key'],
  queryFn: ({ signal }) => getJson('/api/google-maps-key', { schema: GoogleMapsKeySchema, signal }),
});

/**
 * The categories, each `name` in the page's language (issue 24): its French name on a French page where
 * it has one, and in French order. The answer holds both names, the same for every reader; every grid,
 * filter and summary that names categories reads them here (a sale's own categories: category-names.ts).
 */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: async ({ signal }) =>
    inPageLanguage(await getJson('/api/categories', { schema: z.array(CategorySchema), signal })),
});

function inPageLanguage(categories: Category[]): Category[] {
  if (pageLocale() === 'en') return categories;
  return categories
    .map((category) => ({ ...category, name: category.nameFr ?? category.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr-CA'));
}

/** The terms and conditions (/terms, and their editor in Settings): read afresh, an admin may change them. */
export const termsQueryOptions = queryOptions({
  queryKey: ['/api/terms'],
  queryFn: ({ signal }) => getJson('/api/terms', { schema: TermsSchema, signal }),
  staleTime: 0,
});

export const citiesQueryOptions = queryOptions({
  queryKey: ['/api/cities'],
  queryFn: ({ signal }) => getJson('/api/cities', { schema: CityNamesSchema, signal }),
});

export function neighborhoodsQueryOptions(city: string) {
  return queryOptions({
    queryKey: ['/api/neighborhoods', { city }],
    queryFn: ({ signal }) =>
      getJson(`/api/neighborhoods?${new URLSearchParams({ city })}`, {
        schema: NeighborhoodListSchema,
        signal,
      }),
  });
}

export function salePath(id: number): string {
  return `/api/garage-sales/${id}`;
}

export function saleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [salePath(id)],
    queryFn: ({ signal }) => getJson(salePath(id), { schema: SaleSchema, signal }),
  });
}

export function saleSaversPath(id: number): string {
  return `${salePath(id)}/savers`;
}

/**
 * How many people saved the sale (null below the threshold), apart from its detail (decision 0036): the
 * browser revalidates it on each showing, an unchanged number costs a 304.
 */
export function saleSaversQueryOptions(id: number) {
  return queryOptions({
    queryKey: [saleSaversPath(id)],
    queryFn: ({ signal }) => getJson(saleSaversPath(id), { schema: SaleSaversSchema, signal }),
  });
}

/** Spec §7: photos are cached 5 minutes. */
export function salePhotosQueryOptions(id: number) {
  return queryOptions({
    queryKey: [`${salePath(id)}/photos`],
    queryFn: ({ signal }) => getJson(`${salePath(id)}/photos`, { schema: PhotoListSchema, signal }),
    staleTime: FIVE_MINUTES,
  });
}

/**
 * Spec §7 last paragraph: after a sale is created, updated, deleted or completed, every cached read that
 * may show it is refreshed: the lists, the sale and its photos, favourites, and the cities and categories
 * (the filters offer what sales use).
 */
export function saleChangedKeys(id: number): string[] {
  return [
    '/api/garage-sales',
    '/api/my-sales',
    salePath(id),
    `${salePath(id)}/photos`,
    '/api/favorites',
    '/api/cities',
    '/api/categories',
  ];
}

/**
 * '/garage-sales/12' style ids, read by the server's own rule (so '007' is 'Sale not found' on both
 * sides); null for anything the API would refuse.
 */
export function parseSaleId(raw: string | undefined | null): number | null {
  const parsed = IdParamsSchema.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}
