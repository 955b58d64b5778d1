import { and, asc, desc, eq, gt, gte, ilike, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { AdminSalesTab } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { garageSales, moderationLog, users } from '../../db/schema';
import { likePattern } from '../../db/text-search';
import { saleColumns } from '../../sales/sales.repo';

/** The most moderation entries GET /api/admin/moderation-log answers. */
export const MODERATION_LOG_LIMIT = 200;

/**
 * Which sales a tab holds, by the local today: past when completed or ended, upcoming when starting
 * later, current otherwise (running today). Hidden sales are in them too: admins see everything.
 */
function tabCondition(tab: AdminSalesTab, today: string): SQL {
  const open = and(not(garageSales.isCompleted), gte(garageSales.endDate, today)) as SQL;
  if (tab === 'past') return or(garageSales.isCompleted, lt(garageSales.endDate, today)) as SQL;
  if (tab === 'upcoming') return and(open, gt(garageSales.startDate, today)) as SQL;
  return and(open, lte(garageSales.startDate, today)) as SQL;
}

/** Each tab's order: the latest ended first, the soonest to start first, the soonest to end first. */
const TAB_ORDER: Record<AdminSalesTab, SQL[]> = {
  past: [desc(garageSales.endDate), desc(garageSales.startDate), desc(garageSales.id)],
  upcoming: [asc(garageSales.startDate), asc(garageSales.startTime), asc(garageSales.id)],
  current: [asc(garageSales.endDate), asc(garageSales.startDate), asc(garageSales.id)],
};

/** The seller's name as the screen shows it ('First Last'). */
const sellerFullName = sql`concat_ws(' ', nullif(trim(${users.firstName}), ''), nullif(trim(${users.lastName}), ''))`;

/** A sale matches when its title, address, city, neighborhood or seller's name or email holds the term. */
function searchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    ilike(garageSales.title, pattern),
    ilike(garageSales.address, pattern),
    ilike(garageSales.city, pattern),
    ilike(garageSales.neighborhood, pattern),
    ilike(users.email, pattern),
    sql`${sellerFullName} ilike ${pattern}`,
  );
}

/**
 * One tab's sales with their sellers, at most `limit`: one statement, categories and featured photo by
 * the public list's correlated subqueries (run only for the rows kept), the seller by a join.
 */
export async function listTabSaleRows(
  db: Db,
  tab: AdminSalesTab,
  options: { today: string; term?: string; limit: number },
) {
  return db
    .select({
      ...saleColumns,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      sellerEmail: users.email,
    })
    .from(garageSales)
    .innerJoin(users, eq(users.id, garageSales.userId))
    .where(and(tabCondition(tab, options.today), searchCondition(options.term)))
    .orderBy(...TAB_ORDER[tab])
    .limit(options.limit);
}

export type AdminSaleRow = Awaited<ReturnType<typeof listTabSaleRows>>[number];

/** How many sales each tab holds (matching the term), in one pass over the sales. */
export async function countTabSales(
  db: Db,
  options: { today: string; term?: string },
): Promise<Record<AdminSalesTab, number>> {
  const counted = (tab: AdminSalesTab) =>
    sql<number>`count(*) filter (where ${tabCondition(tab, options.today)})`.mapWith(Number);
  const [row] = await db
    .select({ current: counted('current'), upcoming: counted('upcoming'), past: counted('past') })
    .from(garageSales)
    .innerJoin(users, eq(users.id, garageSales.userId))
    .where(searchCondition(options.term));
  return row ?? { current: 0, upcoming: 0, past: 0 };
}

/** The sale's row locked until the transaction ends, with what the moderation log records of it. */
export async function lockSaleForModeration(tx: DbExecutor, id: number) {
  const [row] = await tx
    .select({ id: garageSales.id, title: garageSales.title, sellerEmail: users.email })
    .from(garageSales)
    .innerJoin(users, eq(users.id, garageSales.userId))
    .where(eq(garageSales.id, id))
    .for('update', { of: garageSales });
  return row;
}

export interface ModerationRecord {
  adminId: number;
  adminEmail: string;
  saleId: number;
  saleTitle: string;
  sellerEmail: string | null;
  reason: string;
}

export async function insertModerationEntry(tx: DbExecutor, entry: ModerationRecord): Promise<void> {
  await tx.insert(moderationLog).values(entry);
}

/** The newest moderation entries first. */
export async function listModerationEntries(db: Db) {
  return db
    .select({
      id: moderationLog.id,
      adminEmail: moderationLog.adminEmail,
      saleId: moderationLog.saleId,
      saleTitle: moderationLog.saleTitle,
      sellerEmail: moderationLog.sellerEmail,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(MODERATION_LOG_LIMIT);
}
