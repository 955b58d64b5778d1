import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { favorites, garageSales } from '../db/schema';
import { publiclyVisible, type SaleRow, saleColumns, visibleSaleIdsIn } from '../sales/sales.repo';

/**
 * The visible sales this user saved, the latest saved first. Completed and ended ones stay (the page
 * marks them); sales hidden from the public (publiclyVisible) are left out as they are everywhere.
 */
export async function listFavoriteSaleRows(db: Db, userId: number): Promise<SaleRow[]> {
  return db
    .select(saleColumns)
    .from(garageSales)
    .innerJoin(favorites, eq(favorites.saleId, garageSales.id))
    .where(and(eq(favorites.userId, userId), publiclyVisible))
    .orderBy(desc(favorites.createdAt), desc(garageSales.id));
}

/**
 * The ids of the visible sales this user saved, the latest saved first: what the hearts on cards read. A
 * sale hidden from the public is left out, as from the list of favourites; its favourite is kept, so the
 * heart comes back if an administrator lists it again.
 */
export function listFavoriteSaleIds(db: Db, userId: number): Promise<number[]> {
  return visibleSaleIdsIn(db, favorites, userId, [desc(favorites.createdAt), desc(favorites.saleId)]);
}

/**
 * True when the sale exists and is visible. KEY SHARE holds it until the transaction ends, so a sale
 * deleted meanwhile cannot turn the favourite's insert into a foreign-key error.
 */
export async function lockVisibleSale(tx: DbExecutor, saleId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: garageSales.id })
    .from(garageSales)
    .where(and(eq(garageSales.id, saleId), publiclyVisible))
    .for('key share');
  return row !== undefined;
}

/** Saving again is fine: the first save (and its date) stays. True when this save is new. */
export async function insertFavorite(tx: DbExecutor, userId: number, saleId: number): Promise<boolean> {
  const inserted = await tx
    .insert(favorites)
    .values({ userId, saleId })
    .onConflictDoNothing()
    .returning({ saleId: favorites.saleId });
  return inserted.length > 0;
}

export async function deleteFavorite(db: Db, userId: number, saleId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.saleId, saleId)));
}
