import { hhmm, parseSchedule, thisWeekWindow, todayIn } from '../../shared/dates';
import { localClock, openingWindow, whenWindow } from '../../shared/open-now';
import { completeWindow, MAX_LIST_RESULTS, type SaleFiltersQuery } from '../../shared/schemas/filters';
import type { Photo, Sale, SaleSummary } from '../../shared/schemas/sale';
import { cardItemNames } from '../../shared/schemas/sale-items';
import type { SessionUser } from '../auth/sessions';
import type { Database, Db } from '../db/client';
import { apiMsg, NotFoundError } from '../errors';
import { type CachedJson, cachedJsonBytes, toCachedJson } from '../lib/cached-json';
import { publicPhotoUrl, withPublicUrls } from '../photo-store/photo-urls';
import { filterWindowSales, isWithin, type Window } from './list-filter';
import {
  findSalePhotos,
  findSaleRow,
  findSaleRows,
  findStoredSaleRow,
  type ListFilters,
  listSaleIds,
  type SaleRow,
} from './sales.repo';
import { SalesCache } from './sales-cache';

export const SALE_NOT_FOUND = apiMsg('sales.notFound');

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
    featuredPhoto: publicPhotoUrl(row.featured?.url ?? null),
    featuredThumbnail: publicPhotoUrl(row.featured ? (row.featured.thumbnailUrl ?? row.featured.url) : null),
    userId: row.userId,
    isActive: row.isActive,
    isCompleted: row.isCompleted,
    ...(row.event ? { event: { slug: row.event.slug, number: row.event.number } } : {}),
    postedAt: postedAtMinute(row.createdAt),
    ...(row.items.length > 0 ? { items: row.items } : {}),
  };
}

/** An instant to the minute, in UTC: all the "New" badge needs, in 17 characters. */
function postedAtMinute(createdAt: Date | string): string {
  return `${new Date(createdAt).toISOString().slice(0, 16)}Z`;
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
 * The query's filters with the window resolved: a quick filter (`when`, with the site's `today`) wins over
 * dates, neither date gives 'this week', one date gives a window of MAX_WINDOW_DAYS from it, so that no
 * list reaches over all time. A neighborhood means nothing without its city.
 */
export function resolveListFilters(
  query: SaleFiltersQuery,
  thisWeek: { startDate: string; endDate: string },
  today?: string,
): ListFilters {
  let window = query.startDate || query.endDate ? completeWindow(query) : thisWeek;
  if (query.when && today) window = whenWindow(query.when, today);
  return {
    city: query.city,
    neighborhood: query.city ? query.neighborhood : undefined,
    categoryIds: query.categoryIds ? [...query.categoryIds].sort((a, b) => a - b) : undefined,
    searchTerm: query.searchTerm,
    event: query.event,
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
    filters.event ?? null,
  ]);
}

/** Which shape the list answers: what a card and a marker show (default), or every field (`?fields=full`). */
export type ListShape = 'summary' | 'full';

export function toSaleSummary(sale: Sale): SaleSummary {
  return {
    id: sale.id,
    title: sale.title,
    address: sale.address,
    city: sale.city,
    neighborhood: sale.neighborhood,
    position: sale.position,
    startDate: sale.startDate,
    endDate: sale.endDate,
    startTime: sale.startTime,
    endTime: sale.endTime,
    categories: sale.categories,
    featuredThumbnail: sale.featuredThumbnail,
    userId: sale.userId,
    ...(sale.event ? { event: sale.event } : {}),
    postedAt: sale.postedAt,
    ...itemNamesOf(sale),
  };
}

/** The card's first item names, only for a sale with unsold items: other sales keep their bytes. */
function itemNamesOf(sale: Sale): { itemNames?: string[] } {
  const names = sale.items ? cardItemNames(sale.items) : [];
  return names.length > 0 ? { itemNames: names } : {};
}

/**
 * Byte budgets of the answer caches, each entry counted with its compressed forms: a busy week's default
 * list is about 250 KB (205 KB of JSON, 21 KB each as brotli and gzip), a filtered list a few tens of KB,
 * a sale's detail a few KB, so the budgets hold hundreds of filter sets and every sale of a busy week
 * while the process stays under its 300 MB under load (decision 0010; 24 and 8 MB went 1 MB over).
 */
const LIST_CACHE_BYTES = 16 * 1024 * 1024;
const DETAIL_CACHE_BYTES = 4 * 1024 * 1024;
/** An expired answer is still served for this long while one query refreshes it (writes still wait). */
const STALE_WHILE_REVALIDATE_MS = 30_000;

/**
 * How long a cached list or sale is served before it is read again. On a PostgreSQL server other app
 * instances may write, and a notice of theirs can be missed while the change feed reconnects: a few
 * seconds bound that (decision 0012). The embedded database has one writer, this process (the data
 * directory is locked), and every write drops the caches at once (salesChanged): reading the week's 500
 * sales again every five seconds only blocked this thread, 60 to 130 ms each time on the bench's data,
 * in the middle of whichever page was loading (issue 27). There an entry lives five minutes, which still
 * bounds a write that forgot to say so.
 */
export function salesCacheLifeMs(engine: Database['kind']): number {
  return engine === 'pglite' ? 300_000 : 5_000;
}

/**
 * The list answers, by filter set, and the sales they are made of, each once by id (issue 27). A list
 * that is not cached is its ids, a small query, and these sales: reading every column of every sale, with
 * its categories and photo, for each of hundreds of filter sets cost three times as much on the embedded
 * database, and it blocks the app while it runs. The sales of this week's list serve every filter set
 * within it; sales not yet here are read together, in one statement.
 */
export class ListCache extends SalesCache<ListAnswer> {
  readonly sales: SalesCache<Sale | null>;
  /** This week's whole list, by window: what filtered lists within it are made from (list-filter.ts). */
  readonly windows: SalesCache<Sale[] | null>;

  constructor(ttlMs: number) {
    super({
      ttlMs,
      maxBytes: LIST_CACHE_BYTES,
      sizeOf: cachedJsonBytes,
      staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
    });
    this.sales = new SalesCache({
      ttlMs,
      // A Sale object is one or two KB: a few MB at most, every sale of a 91-day window at the bench's density.
      maxEntries: 4_000,
      staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
    });
    this.windows = new SalesCache({
      ttlMs,
      maxEntries: 4,
      staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
    });
  }
  private loader: ((id: number) => Promise<Sale | undefined>) | undefined;

  /** The visible sales of these ids, in their order (one that went meanwhile is left out). */
  async salesById(db: Db, ids: number[]): Promise<Sale[]> {
    this.loader ??= createSaleBatchLoader(db);
    const load = this.loader;
    const sales = await Promise.all(
      ids.map((id) => this.sales.get(String(id), async () => (await load(id)) ?? null)),
    );
    return sales.filter((sale): sale is Sale => sale !== null);
  }

  /**
   * A window's whole list, or null when it reaches MAX_LIST_RESULTS: a list cut short cannot give its
   * parts (a filtered list could hold sales past the cut).
   */
  windowSales(db: Db, window: Window): Promise<Sale[] | null> {
    return this.windows.get(`${window.startDate} ${window.endDate}`, async () => {
      const ids = await listSaleIds(db, window);
      return ids.length >= MAX_LIST_RESULTS ? null : this.salesById(db, ids);
    });
  }

  /** A list's sales: from its window's whole list when the window is within this week, else a statement. */
  async listSales(db: Db, filters: ListFilters, thisWeek: Window): Promise<Sale[]> {
    if (isWithin(filters, thisWeek)) {
      const week = await this.windowSales(db, thisWeek);
      if (week) return filterWindowSales(week, filters);
    }
    return this.salesById(db, await listSaleIds(db, filters));
  }
}

/** The list answers' cache for an app on this engine (salesCacheLifeMs). */
export function createListCache(engine: Database['kind'] = 'postgres'): ListCache {
  return new ListCache(salesCacheLifeMs(engine));
}

/** A visible sale and its serialised detail answer, cached per id like the list. */
export interface CachedSale {
  sale: Sale;
  json: CachedJson;
}

export function createDetailCache(engine: Database['kind'] = 'postgres'): SalesCache<CachedSale | null> {
  return new SalesCache<CachedSale | null>({
    ttlMs: salesCacheLifeMs(engine),
    maxEntries: 20_000,
    maxBytes: DETAIL_CACHE_BYTES,
    // The object and its JSON: about three times the JSON's length; a remembered miss costs little.
    sizeOf: (cached) => (cached ? cachedJsonBytes(cached.json) * 3 : 64),
    staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
  });
}

/** A list answer, and its first sales as values: Explore's first screen draws them into the page. */
export interface ListAnswer extends CachedJson {
  head: SaleSummary[];
}
const HEAD_LENGTH = 8;

/**
 * The list for a query, from the cache until it expires or sales change; the same for every viewer.
 * 'Open now' is read from each sale's hours today at the site's current minute (`now`), so its answer is
 * cached under that minute and lives no longer than it.
 */
export async function listSalesAnswer(
  db: Db,
  cache: ListCache,
  query: SaleFiltersQuery,
  shape: ListShape,
  timeZone: string,
  now: () => Date = () => new Date(),
): Promise<ListAnswer> {
  const clock = query.when ? localClock(now(), timeZone) : undefined;
  const thisWeek = currentWeek(timeZone);
  const filters = resolveListFilters(query, thisWeek, clock?.date);
  const openAt = query.when === 'open-now' ? clock : undefined;
  const minuteKey = openAt ? `\u0000open-now ${openAt.date} ${openAt.minutes}` : '';
  return cache.get(`${shape}\u0000${listCacheKey(filters)}${minuteKey}`, async () => {
    let sales = await cache.listSales(db, filters, thisWeek);
    if (openAt) sales = sales.filter((sale) => isOpenOnClock(sale, openAt));
    const answer = toCachedJson(shape === 'full' ? sales : sales.map(toSaleSummary));
    return { ...answer, head: sales.slice(0, HEAD_LENGTH).map(toSaleSummary) };
  });
}

/** Open at this minute of this day by the sale's hours that day: from the opening minute, to before closing. */
function isOpenOnClock(sale: Sale, clock: { date: string; minutes: number }): boolean {
  const window = openingWindow(sale, clock.date);
  return window !== undefined && window.opensAt <= clock.minutes && clock.minutes < window.closesAt;
}

/**
 * Reads visible sales by id, the ids asked for in the same turn of the event loop in one statement. A crowd
 * opening this week's sales right after a change misses the detail cache for hundreds of ids at once; on
 * the embedded database (one connection, in this thread) one query each made the last of them wait over a
 * second, one query for all of them takes a few milliseconds.
 */
export function createSaleBatchLoader(db: Db): (id: number) => Promise<Sale | undefined> {
  let waiting: Map<number, ((sale: Sale | undefined) => void)[]> | undefined;
  let failing: ((error: unknown) => void)[] = [];
  const flush = async () => {
    const batch = waiting as Map<number, ((sale: Sale | undefined) => void)[]>;
    const rejecters = failing;
    waiting = undefined;
    failing = [];
    try {
      const found = new Map((await findSaleRows(db, [...batch.keys()])).map((row) => [row.id, toSale(row)]));
      for (const [id, resolvers] of batch) for (const resolve of resolvers) resolve(found.get(id));
    } catch (error) {
      for (const reject of rejecters) reject(error);
    }
  };
  return (id) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(flush);
      }
      waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
      failing.push(reject);
    });
}

/** A visible sale with its serialised answer, from the detail cache; undefined when there is none. */
export async function findCachedSale(
  cache: SalesCache<CachedSale | null>,
  load: (id: number) => Promise<Sale | undefined>,
  id: number,
): Promise<CachedSale | undefined> {
  const cached = await cache.get(String(id), async () => {
    const sale = await load(id);
    return sale ? { sale, json: toCachedJson(sale) } : null;
  });
  return cached ?? undefined;
}

/** A sale anyone may see (active; completed ones too, flagged), or undefined. */
export async function findVisibleSale(db: Db, id: number): Promise<Sale | undefined> {
  const row = await findSaleRow(db, id);
  return row ? toSale(row) : undefined;
}

/** A sale hidden while under review, for its seller or an administrator; undefined for anyone else. */
export async function findSaleUnderReview(
  db: Db,
  viewer: SessionUser,
  id: number,
): Promise<Sale | undefined> {
  const row = await findStoredSaleRow(db, id);
  if (!row?.isActive || !row.underReview) return undefined;
  if (row.userId !== viewer.id && viewer.userType !== 'admin') return undefined;
  return { ...toSale(row), underReview: true };
}

/**
 * A sale's photos, for whoever may see the sale: anyone while it is visible; while it is hidden after
 * reports, only its seller and administrators (everyone else gets the same 404 as for its details).
 */
export async function getSalePhotos(db: Db, saleId: number, viewer?: SessionUser): Promise<Photo[]> {
  const found = await findSalePhotos(db, saleId);
  const mayView =
    found && (!found.underReview || found.userId === viewer?.id || viewer?.userType === 'admin');
  if (!found || !mayView) throw new NotFoundError(SALE_NOT_FOUND);
  return withPublicUrls(found.photos);
}
