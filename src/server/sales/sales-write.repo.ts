import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { insertReturningId } from '../db/insert-row';
import { lockRowById } from '../db/row-by-id';
import {
  categories,
  cities,
  garageSales,
  neighborhoods,
  photos,
  saleCategoryMapping,
  users,
} from '../db/schema';

/** The columns of garage_sales a write sets (the server owns id, userId's changes, flags and timestamps). */
export interface SaleValues {
  title: string;
  description: string | null;
  address: string;
  city: string;
  neighborhood: string | null;
  lat: number;
  lng: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  scheduleData: string;
}

/** What the rules need of a stored sale, its row locked until the transaction ends. */
export function lockSale(tx: DbExecutor, id: number) {
  const { userId, city, neighborhood, startDate, isCompleted } = garageSales;
  return lockRowById(
    tx,
    garageSales,
    { id: garageSales.id, userId, city, neighborhood, startDate, isCompleted },
    id,
  );
}

/** The active city of that name, any case, as stored. */
export async function findActiveCityByName(tx: DbExecutor, name: string) {
  const [row] = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(and(sql`lower(${cities.name}) = lower(${name})`, eq(cities.isActive, true)))
    .limit(1)
    // Held until the sale is saved: an admin's rename or delete of the city waits, so no sale keeps a gone name.
    .for('key share');
  return row;
}

/** The active neighborhood of that name (any case) in the given city, as stored. */
export async function findActiveNeighborhood(tx: DbExecutor, cityId: number, name: string) {
  const [row] = await tx
    .select({ name: neighborhoods.name })
    .from(neighborhoods)
    .where(
      and(
        eq(neighborhoods.cityId, cityId),
        sql`lower(${neighborhoods.name}) = lower(${name})`,
        eq(neighborhoods.isActive, true),
      ),
    )
    .limit(1)
    .for('key share');
  return row;
}

/**
 * The ids among these that are categories. KEY SHARE holds them until the transaction ends, so a
 * category deleted meanwhile cannot turn the link insert into a foreign-key error.
 */
export async function lockExistingCategoryIds(tx: DbExecutor, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/**
 * Locks the user's row until the transaction ends: two creates of one user take turns, so the second
 * counts the first one's sale. Answers how many of their sales are not completed and not yet over.
 */
export async function lockUserAndCountOpenSales(tx: DbExecutor, userId: number, today: string) {
  await lockRowById(tx, users, { id: users.id }, userId);
  return tx.$count(
    garageSales,
    and(eq(garageSales.userId, userId), eq(garageSales.isCompleted, false), gte(garageSales.endDate, today)),
  );
}

export function insertSaleRow(tx: DbExecutor, userId: number, values: SaleValues): Promise<number> {
  return insertReturningId(tx, garageSales, { ...values, userId });
}

export async function updateSaleRow(tx: DbExecutor, id: number, values: SaleValues): Promise<void> {
  await tx
    .update(garageSales)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(garageSales.id, id));
}

/** The sale's categories become exactly these. */
export async function replaceCategoryLinks(
  tx: DbExecutor,
  saleId: number,
  categoryIds: number[],
): Promise<void> {
  await tx.delete(saleCategoryMapping).where(eq(saleCategoryMapping.saleId, saleId));
  if (categoryIds.length === 0) return;
  await tx.insert(saleCategoryMapping).values(categoryIds.map((categoryId) => ({ saleId, categoryId })));
}

/** One-way: a completed sale stays completed. */
export async function markSaleCompleted(tx: DbExecutor, id: number): Promise<void> {
  await tx
    .update(garageSales)
    .set({ isCompleted: true, updatedAt: sql`now()` })
    .where(eq(garageSales.id, id));
}

/** Deletes the sale (photos, links and favourites go by cascade) and answers the photos' files to remove. */
export async function deleteSaleRow(tx: DbExecutor, id: number) {
  const files = await tx
    .select({ url: photos.url, thumbnailUrl: photos.thumbnailUrl })
    .from(photos)
    .where(eq(photos.saleId, id));
  await tx.delete(garageSales).where(eq(garageSales.id, id));
  return files;
}
