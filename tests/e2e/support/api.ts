import type { APIRequestContext } from '@playwright/test';
import { thisWeekWindow } from '../../../src/shared/dates';
import { filtersToSearchParams, type SaleFilters } from '../../../src/shared/schemas/filters';
import type { Photo, Sale } from '../../../src/shared/schemas/sale';

/**
 * What the server answers for a filter set, with every field (`fields=full`): the browser tests compare
 * the screens with it.
 */
export async function fetchSales(request: APIRequestContext, filters: SaleFilters = {}): Promise<Sale[]> {
  const query = filtersToSearchParams(filters);
  query.set('fields', 'full');
  const response = await request.get(`/api/garage-sales?${query}`);
  if (!response.ok()) throw new Error(`GET sales failed: ${response.status()}`);
  return (await response.json()) as Sale[];
}

export async function fetchPhotos(request: APIRequestContext, saleId: number): Promise<Photo[]> {
  const response = await request.get(`/api/garage-sales/${saleId}/photos`);
  return (await response.json()) as Photo[];
}

export async function fetchToday(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/config');
  return ((await response.json()) as { today: string }).today;
}

/** The sales of the server's current week: what Explore lists with no filter set. */
export async function fetchThisWeek(request: APIRequestContext): Promise<Sale[]> {
  return fetchSales(request, thisWeekWindow(await fetchToday(request)));
}
