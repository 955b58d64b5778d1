import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parseSchedule, thisWeekWindow, todayIn } from '../../shared/dates';
import { completeWindow, type SaleFiltersQuery } from '../../shared/schemas/filters';
import type { Photo, Sale } from '../../shared/schemas/sale';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { findSalePhotos, findSaleRow, type ListFilters, listSaleRows, type SaleRow } from './sales.repo';
import { SalesCache } from './sales-cache';

export const SALE_NOT_FOUND = 'Sale not found';

/** PostgreSQL answers 'HH:MM:SS'; the API speaks 'HH:mm'. */
const hhmm = (time: string) => time.slice(0, 5);

export function toSale(row: SaleRow): Sale {
  const startTime = hhmm(row.startTime);
  const endTime = hhmm(row.endTime);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    address: row.address,
    city: row.city,
    neighborhood: row.neighborhood,
    position: { lat: row.lat, lng: row.lng },
    startDate: row.startDate,
    endDate: row.endDate,
    startTime,
    endTime,
    schedule: parseSchedule(row.scheduleData, { startDate: row.startDate, startTime, endTime }),
    dateRange: { from: row.startDate, to: row.endDate },
    categories: row.categories,
    categoryIds: row.categories.map((category) => category.id),
    featuredPhoto: row.featured?.url ?? null,
    featuredThumbnail: row.featured ? (row.featured.thumbnailUrl ?? row.featured.url) : null,
    userId: row.userId,
    isActive: row.isActive,
    isCompleted: row.isCompleted,
  };
}

// Working out today's date and week costs more than serving a cached list: once a second is enough.
let weekMemo = { timeZone: '', until: 0, window: { startDate: '', endDate: '' } };
export function currentWeek(timeZone: string): { startDate: string; endDate: string } {
  const now = Date.now();
  if (weekMemo.timeZone !== timeZone || now >= weekMemo.until) {
    weekMemo = { timeZone, until: now + 1_000, window: thisWeekWindow(todayIn(timeZone)) };
  }
  return weekMemo.window;
}

/**
 * The query's filters with the window resolved: neither date gives 'this week', one date gives a window of
 * MAX_WINDOW_DAYS from it, so that no list reaches over all time. A neighborhood means nothing without
 * its city.
 */
export function resolveListFilters(
  query: SaleFiltersQuery,
  thisWeek: { startDate: string; endDate: string },
): ListFilters {
  const window = query.startDate || query.endDate ? completeWindow(query) : thisWeek;
  return {
    city: query.city,
    neighborhood: query.city ? query.neighborhood : undefined,
    categoryIds: query.categoryIds ? [...query.categoryIds].sort((a, b) => a - b) : undefined,
    searchTerm: query.searchTerm,
    startDate: window.startDate,
    endDate: window.endDate,
  };
}

export function listCacheKey(filters: ListFilters): string {
  return JSON.stringify([
    filters.city ?? null,
    filters.neighborhood ?? null,
    filters.categoryIds ?? null,
    filters.searchTerm ?? null,
    filters.startDate ?? null,
    filters.endDate ?? null,
  ]);
}

/**
 * A signed-in viewer's list is the cached one plus two marks per sale. Keeping each sale's JSON without
 * its closing brace lets that copy be put together by concatenation, with no object copied or serialised.
 */
export interface ViewerParts {
  ids: number[];
  userIds: number[];
  /** Each sale's JSON without its final '}'. */
  openFragments: string[];
}

/** The list answer, serialised once, and gzipped once when that is worth it. */
export interface ListAnswer {
  viewerParts: ViewerParts;
  json: Buffer;
  gzip: Buffer | undefined;
  /** A strong validator of the bytes, so a browser revisiting an unchanged list gets a 304. */
  etag: string;
}

export const gzip = promisify(zlib.gzip);
export const COMPRESS_FROM_BYTES = 1_024;
/** The fragments are the JSON again, as JavaScript strings (up to 2 bytes a character): an estimate. */
const FRAGMENT_BYTES_PER_JSON_BYTE = 2;

export function createListCache(): SalesCache<ListAnswer> {
  return new SalesCache<ListAnswer>({
    sizeOf: (answer) => answer.json.length * (1 + FRAGMENT_BYTES_PER_JSON_BYTE) + (answer.gzip?.length ?? 0),
  });
}

/** The list for a query, from the cache until it expires or sales change. */
export async function listSalesAnswer(
  db: Db,
  cache: SalesCache<ListAnswer>,
  query: SaleFiltersQuery,
  timeZone: string,
): Promise<ListAnswer> {
  const filters = resolveListFilters(query, currentWeek(timeZone));
  return cache.get(listCacheKey(filters), async () => {
    const sales = (await listSaleRows(db, filters)).map(toSale);
    const fragments = sales.map((sale) => JSON.stringify(sale));
    const json = Buffer.from(`[${fragments.join(',')}]`);
    const etag = `"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    const viewerParts = {
      ids: sales.map((sale) => sale.id),
      userIds: sales.map((sale) => sale.userId),
      openFragments: fragments.map((fragment) => fragment.slice(0, -1)),
    };
    return {
      viewerParts,
      json,
      etag,
      gzip: json.length >= COMPRESS_FROM_BYTES ? await gzip(json) : undefined,
    };
  });
}

/** A sale anyone may see (active; completed ones too, flagged), or undefined. */
export async function findVisibleSale(db: Db, id: number): Promise<Sale | undefined> {
  const row = await findSaleRow(db, id);
  return row ? toSale(row) : undefined;
}

export async function getSale(db: Db, id: number): Promise<Sale> {
  const sale = await findVisibleSale(db, id);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  return sale;
}

export async function getSalePhotos(db: Db, saleId: number): Promise<Photo[]> {
  const list = await findSalePhotos(db, saleId);
  if (!list) throw new NotFoundError(SALE_NOT_FOUND);
  return list;
}
