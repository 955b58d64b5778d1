import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { findRowById } from '../db/row-by-id';
import { garageSales, photos } from '../db/schema';

/** Who owns the sale (hidden ones too), or undefined when there is none. */
export function findSaleOwner(db: DbExecutor, saleId: number) {
  return findRowById(db, garageSales, { userId: garageSales.userId }, saleId);
}

export async function hasFeaturedPhoto(tx: DbExecutor, saleId: number): Promise<boolean> {
  return (await tx.$count(photos, and(eq(photos.saleId, saleId), eq(photos.isFeatured, true)))) > 0;
}
