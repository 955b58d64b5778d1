import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { garageSales, planSales } from '../db/schema';
import { publiclyVisible, visibleSaleIdsIn } from '../sales/sales.repo';

/** The visible sales of the user's plan, the first added first (a sale hidden since is left out). */
export function listPlanSaleIds(db: Db, userId: number): Promise<number[]> {
  return visibleSaleIdsIn(db, planSales, userId, [asc(planSales.addedAt), asc(planSales.saleId)]);
}

/**
 * Which of these sales exist and are visible. KEY SHARE holds them until the transaction ends, so a sale
 * deleted meanwhile cannot turn the plan's insert into a foreign-key error.
 */
export async function lockVisibleSales(tx: DbExecutor, saleIds: number[]): Promise<Set<number>> {
  if (saleIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: garageSales.id })
    .from(garageSales)
    .where(and(inArray(garageSales.id, saleIds), publiclyVisible))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** Drops the user's stops that are not in `keep`: the ones kept keep the time they were added. */
export async function deletePlanSalesExcept(tx: DbExecutor, userId: number, keep: number[]): Promise<void> {
  const mine = eq(planSales.userId, userId);
  await tx.delete(planSales).where(keep.length === 0 ? mine : and(mine, notInArray(planSales.saleId, keep)));
}

/**
 * Adds the new stops in the order given: each a millisecond after the one before, so the list reads back
 * in that order (one statement's now() is the same for every row).
 */
export async function insertPlanSales(tx: DbExecutor, userId: number, saleIds: number[]): Promise<void> {
  if (saleIds.length === 0) return;
  const base = Date.now();
  await tx
    .insert(planSales)
    .values(saleIds.map((saleId, index) => ({ userId, saleId, addedAt: new Date(base + index) })))
    .onConflictDoNothing();
}
