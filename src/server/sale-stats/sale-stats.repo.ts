import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SaleCounts } from '../../shared/schemas/sale-stats';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { favorites, garageSales, saleDailyCounts, statsDaySecrets, statsViewerMarks } from '../db/schema';
import { publiclyVisible } from '../sales/sales.repo';

export type CountColumn = keyof SaleCounts;

/**
 * The visible sale's seller, or undefined when no visible sale has this id. A plain read, no lock: a
 * report only needs the sale to exist when its count is written, and that write's own foreign key checks
 * it then (countInterest).
 */
export async function visibleSaleOwner(db: DbExecutor, saleId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: garageSales.userId })
    .from(garageSales)
    .where(and(eq(garageSales.id, saleId), publiclyVisible));
  return row?.userId;
}

/** Drops the secrets and marks of days before today: once they are gone, nobody can match a past day's marks. */
export async function forgetPastDays(db: DbExecutor, today: string): Promise<void> {
  await db.delete(statsViewerMarks).where(lt(statsViewerMarks.day, today));
  await db.delete(statsDaySecrets).where(lt(statsDaySecrets.day, today));
}

/** Today's secret: the first instance to ask writes the one it drew, every instance then reads that one. */
export async function daySecret(tx: DbExecutor, day: string, drawn: string): Promise<string> {
  await tx.insert(statsDaySecrets).values({ day, secret: drawn }).onConflictDoNothing();
  const [row] = await tx
    .select({ secret: statsDaySecrets.secret })
    .from(statsDaySecrets)
    .where(eq(statsDaySecrets.day, day));
  return row?.secret ?? drawn;
}

/** Keeps the mark for today; true when it is new (this viewer had not counted yet). */
export async function markViewer(tx: DbExecutor, day: string, mark: string): Promise<boolean> {
  const inserted = await tx
    .insert(statsViewerMarks)
    .values({ day, mark })
    .onConflictDoNothing()
    .returning({ mark: statsViewerMarks.mark });
  return inserted.length > 0;
}

/** One more for this sale on this day, in one atomic upsert (instances counting at once add up). */
export async function addToCount(tx: DbExecutor, saleId: number, day: string, column: CountColumn) {
  const target = saleDailyCounts[column];
  await tx
    .insert(saleDailyCounts)
    .values({ saleId, day, [column]: 1 })
    .onConflictDoUpdate({
      target: [saleDailyCounts.saleId, saleDailyCounts.day],
      set: { [column]: sql`${target} + 1` },
    });
}

const sums = {
  saves: sql<number>`coalesce(sum(${saleDailyCounts.saves}), 0)::int`,
  plans: sql<number>`coalesce(sum(${saleDailyCounts.plans}), 0)::int`,
  calendars: sql<number>`coalesce(sum(${saleDailyCounts.calendars}), 0)::int`,
  views: sql<number>`coalesce(sum(${saleDailyCounts.views}), 0)::int`,
};

/** Each sale's sums over its days from `since` on (every day when `since` is undefined). */
export async function sumCounts(db: Db, saleIds: number[], since?: string): Promise<Map<number, SaleCounts>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: saleDailyCounts.saleId, ...sums })
    .from(saleDailyCounts)
    .where(
      and(
        inArray(saleDailyCounts.saleId, saleIds),
        since === undefined ? undefined : gte(saleDailyCounts.day, since),
      ),
    )
    .groupBy(saleDailyCounts.saleId);
  return new Map(rows.map(({ saleId, ...counts }) => [saleId, counts]));
}

/**
 * How many accounts keep this sale saved now (the public number, shown past a threshold), or undefined
 * when no visible sale has this id. One statement over favorites_sale_id_idx.
 */
export async function countVisibleSaleSavers(db: Db, saleId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ count: sql<number>`count(${favorites.userId})::int` })
    .from(garageSales)
    .leftJoin(favorites, eq(favorites.saleId, garageSales.id))
    .where(and(eq(garageSales.id, saleId), publiclyVisible))
    .groupBy(garageSales.id);
  return row?.count;
}
