import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { MAX_LIST_RESULTS, type SaleFilters } from '../../shared/schemas/filters';
import type { CategoryRef } from '../../shared/schemas/reference';
import type { Photo, SaleEventRef } from '../../shared/schemas/sale';
import type { SaleItem } from '../../shared/schemas/sale-items';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { findRowById } from '../db/row-by-id';
import {
  eventSales,
  favorites,
  garageSales,
  type planSales,
  saleCategoryMapping,
  saleDays,
  saleEvents,
  saleItems,
  saleSearchDocument,
} from '../db/schema';
import { holdsText } from '../db/text-search';

/** The list's filters, with the window resolved (either side may be open; neighborhood needs a city). */
export type ListFilters = SaleFilters;

interface PhotoRef {
  url: string;
  thumbnailUrl: string | null;
}

/** Where a sale is and when it is open: what the list shows and a reminder tells. */
export const salePlaceAndDays = {
  address: garageSales.address,
  city: garageSales.city,
  neighborhood: garageSales.neighborhood,
  lat: garageSales.lat,
  lng: garageSales.lng,
  startDate: garageSales.startDate,
  endDate: garageSales.endDate,
  startTime: garageSales.startTime,
  endTime: garageSales.endTime,
  scheduleData: garageSales.scheduleData,
};

/**
 * The columns of a sale plus its categories and its featured photo, fetched by correlated subqueries so
 * that a whole list is one statement (one round trip) however many sales it holds.
 */
export const saleColumns = {
  id: garageSales.id,
  title: garageSales.title,
  description: garageSales.description,
  ...salePlaceAndDays,
  userId: garageSales.userId,
  isActive: garageSales.isActive,
  isCompleted: garageSales.isCompleted,
  underReview: garageSales.underReview,
  createdAt: garageSales.createdAt,
  // Plain SQL with explicit qualifiers: drizzle leaves column names unqualified in a one-table select.
  categories: sql<CategoryRef[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.name, c.id)
    from sale_category_mapping m join categories c on c.id = m.category_id
    where m.sale_id = garage_sales.id
  ), '[]'::json)`,
  // The featured photo, else the first by sortOrder.
  featured: sql<PhotoRef | null>`(
    select json_build_object('url', p.url, 'thumbnailUrl', p.thumbnail_url)
    from photos p
    where p.sale_id = garage_sales.id
    order by p.is_featured desc, p.sort_order, p.id
    limit 1
  )`,
  // Issue 25: the event the sale is part of (one at most: event_sales.sale_id is unique), else null.
  event: sql<SaleEventRef | null>`(
    select json_build_object('slug', e.slug, 'number', es.number)
    from event_sales es join sale_events e on e.id = es.event_id
    where es.sale_id = garage_sales.id
  )`,
  // Issue 26: the seller's items in their order ('[]' for a sale without).
  items: sql<SaleItem[]>`coalesce((
    select json_agg(json_build_object(
      'id', i.id, 'name', i.name, 'priceCents', i.price_cents, 'priceNote', i.price_note,
      'photoId', i.photo_id, 'sold', i.sold
    ) order by i.position, i.id)
    from sale_items i
    where i.sale_id = garage_sales.id
  ), '[]'::json)`,
};

/**
 * A sale the public may see: not hidden by its seller or an administrator (isActive), and not waiting for
 * an administrator after community reports (underReview). The list, the detail, the photos and the
 * favourites all read this one condition.
 */
export const publiclyVisible = sql`${garageSales.isActive} and not ${garageSales.underReview}`;

/**
 * The ids of the visible sales a user's list of sales holds (favourites, plan), in `order`: a sale hidden
 * from the public is left out, and its row kept, so it comes back if an administrator lists it again.
 */
export async function visibleSaleIdsIn(
  db: DbExecutor,
  list: typeof favorites | typeof planSales,
  userId: number,
  order: SQL[],
): Promise<number[]> {
  const rows = await db
    .select({ saleId: list.saleId })
    .from(list)
    .innerJoin(garageSales, eq(garageSales.id, list.saleId))
    .where(and(eq(list.userId, userId), publiclyVisible))
    .orderBy(...order);
  return rows.map((row) => row.saleId);
}

export type SaleRow = NonNullable<Awaited<ReturnType<typeof findSaleRow>>>;

/**
 * The window once more, as ranges that overlap: the same sales as the two comparisons (a sale's start is
 * never after its end), but what the planner can count. It takes the comparisons apart, each true of about
 * half of all sales, and so expected a quarter of them in a week where there are 1 %: with a search term
 * it then read the search index and checked thousands of sales. The range index (GiST) knows better.
 */
function daysOverlap({ startDate, endDate }: ListFilters): SQL | undefined {
  if (!startDate && !endDate) return undefined;
  // An empty window (start after end) matches nothing by the comparisons; daterange would refuse it.
  if (startDate && endDate && startDate > endDate) return undefined;
  return sql`${saleDays(garageSales)} && daterange(${startDate ?? null}::date, ${endDate ?? null}::date, '[]')`;
}

function listConditions(filters: ListFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // Written as in the partial indexes' predicate (not as parameters), so the planner can use them.
    sql`${garageSales.isActive} and not ${garageSales.isCompleted}`,
    sql`not ${garageSales.underReview}`,
  ];
  if (filters.startDate) conditions.push(gte(garageSales.endDate, filters.startDate));
  if (filters.endDate) conditions.push(lte(garageSales.startDate, filters.endDate));
  conditions.push(daysOverlap(filters));
  if (filters.city) {
    conditions.push(sql`lower(${garageSales.city}) = lower(${filters.city})`);
    if (filters.neighborhood) {
      conditions.push(sql`lower(${garageSales.neighborhood}) = lower(${filters.neighborhood})`);
    }
  }
  if (filters.categoryIds && filters.categoryIds.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${saleCategoryMapping} where ${saleCategoryMapping.saleId} = ${garageSales.id} and ${inArray(saleCategoryMapping.categoryId, filters.categoryIds)})`,
    );
  }
  // Title, description or address holds the term: one expression, which the trigram index covers.
  if (filters.searchTerm) conditions.push(holdsText(saleSearchDocument(garageSales), filters.searchTerm));
  // Part of a community sale day (issue 25): event_sales.sale_id is unique, so this is one index lookup.
  if (filters.event) {
    conditions.push(
      sql`exists (select 1 from ${eventSales} join ${saleEvents} on ${saleEvents.id} = ${eventSales.eventId} where ${eventSales.saleId} = ${garageSales.id} and ${saleEvents.slug} = ${filters.event})`,
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The list's order: by start date, start time, then id. */
const LIST_ORDER = [asc(garageSales.startDate), asc(garageSales.startTime), asc(garageSales.id)];

/**
 * The list statement: the ids of its sales in the list's order, never more than MAX_LIST_RESULTS (the list
 * service takes the sales themselves from its cache). The benchmark prints its plans.
 */
export function listSaleIdsQuery(db: Db, filters: ListFilters) {
  return db
    .select({ id: garageSales.id })
    .from(garageSales)
    .where(and(...listConditions(filters)))
    .orderBy(...LIST_ORDER)
    .limit(MAX_LIST_RESULTS);
}

export async function listSaleIds(db: Db, filters: ListFilters): Promise<number[]> {
  return (await listSaleIdsQuery(db, filters)).map((row) => row.id);
}

/**
 * Issue 26: with a search term, an unsold item of the sale whose name holds it was listed in (after, until]:
 * a sale posted earlier that now brings what the search is for is news too.
 */
function newMatchingItem(filters: ListFilters, after: string, until: string): SQL | undefined {
  if (!filters.searchTerm) return undefined;
  return sql`exists (select 1 from ${saleItems} where ${saleItems.saleId} = ${garageSales.id} and not ${saleItems.sold} and ${saleItems.createdAt} > ${after}::timestamptz and ${saleItems.createdAt} <= ${until}::timestamptz and ${holdsText(sql`${saleItems.name}`, filters.searchTerm)})`;
}

/** The list's sales for these filters that were posted, or got a matching item, in (after, until]: a saved search's news. */
export async function listNewSaleRows(
  db: DbExecutor,
  filters: ListFilters,
  created: { after: Date; until: Date },
): Promise<SaleRow[]> {
  const after = created.after.toISOString();
  const until = created.until.toISOString();
  return db
    .select(saleColumns)
    .from(garageSales)
    .where(
      and(
        ...listConditions(filters),
        or(
          sql`${garageSales.createdAt} > ${after}::timestamptz and ${garageSales.createdAt} <= ${until}::timestamptz`,
          newMatchingItem(filters, after, until),
        ),
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(MAX_LIST_RESULTS);
}

/** A sale anyone may see: visible, completed or not. */
export async function findSaleRow(db: Db, id: number) {
  const [row] = await db
    .select(saleColumns)
    .from(garageSales)
    .where(and(eq(garageSales.id, id), publiclyVisible));
  return row;
}

/** The visible ones of these sales (completed or not), in one statement. */
export async function findSaleRows(db: Db, ids: number[]): Promise<SaleRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(saleColumns)
    .from(garageSales)
    .where(and(inArray(garageSales.id, ids), publiclyVisible));
}

/** A sale in any state (hidden ones too): what its owner manages. Takes a transaction to read its own writes. */
export function findStoredSaleRow(db: DbExecutor, id: number): Promise<SaleRow | undefined> {
  return findRowById(db, garageSales, saleColumns, id);
}

/** Every sale of one user, whatever its state, the latest start first (My Sales). */
export async function listUserSaleRows(db: Db, userId: number): Promise<SaleRow[]> {
  return db
    .select(saleColumns)
    .from(garageSales)
    .where(eq(garageSales.userId, userId))
    .orderBy(desc(garageSales.startDate), desc(garageSales.startTime), desc(garageSales.id));
}

/** Which of these sales the user saved as favourites: one statement however many ids. */
export async function favoriteSaleIds(
  db: DbExecutor,
  userId: number,
  saleIds: number[],
): Promise<Set<number>> {
  if (saleIds.length === 0) return new Set();
  // All of the viewer's favourites (a person saves a handful; the primary key serves this), then kept to the
  // listed ones: a list of up to 1000 ids as parameters would cost more than it saves.
  const rows = await db
    .select({ saleId: favorites.saleId })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  const listed = new Set(saleIds);
  return new Set(rows.map((row) => row.saleId).filter((id) => listed.has(id)));
}

/**
 * The photos of an active sale with its owner and whether it is under review (hidden after reports), or
 * undefined when there is no such sale: one statement. The caller decides who may see a hidden sale's.
 */
export async function findSalePhotos(db: Db, saleId: number) {
  const [row] = await db
    .select({
      userId: garageSales.userId,
      underReview: garageSales.underReview,
      photos: sql<Photo[]>`coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'url', p.url, 'thumbnailUrl', p.thumbnail_url,
          'caption', p.caption, 'isFeatured', p.is_featured, 'sortOrder', p.sort_order
        ) order by p.sort_order, p.id)
        from photos p
        where p.sale_id = garage_sales.id
      ), '[]'::json)`,
    })
    .from(garageSales)
    // Not publiclyVisible: the seller's editor (and an administrator) read the photos of a sale under review.
    .where(and(eq(garageSales.id, saleId), sql`${garageSales.isActive}`));
  return row;
}
