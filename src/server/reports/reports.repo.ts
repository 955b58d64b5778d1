import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { ReportForm } from '../../shared/schemas/reports';
import type { DbExecutor } from '../db/executor';
import { garageSales, saleReports, users } from '../db/schema';

/**
 * The sale a report is about, locked until the transaction ends: two last reports arriving together must
 * not both miss the threshold, and a sale deleted meanwhile cannot turn the insert into a key error.
 */
export async function lockReportableSale(tx: DbExecutor, saleId: number) {
  const [row] = await tx
    .select({ id: garageSales.id, userId: garageSales.userId, underReview: garageSales.underReview })
    .from(garageSales)
    .where(and(eq(garageSales.id, saleId), eq(garageSales.isActive, true)))
    .for('update');
  return row;
}

/** The report's id, or undefined when this person reported this sale before. */
export async function insertReport(
  tx: DbExecutor,
  saleId: number,
  reporterId: number,
  form: ReportForm,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(saleReports)
    .values({ saleId, reporterId, reason: form.reason, details: form.details })
    .onConflictDoNothing()
    .returning({ id: saleReports.id });
  return row?.id;
}

/**
 * How many different people have reports on this sale that no administrator dismissed yet, counting only
 * people whose address is confirmed and whose account was made before `trustedBefore`: accounts made a
 * moment ago (one person with a few throw-away addresses) cannot hide a sale. Their reports are still
 * stored and listed for administrators.
 */
export async function countTrustedOpenReporters(
  tx: DbExecutor,
  saleId: number,
  trustedBefore: Date,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${saleReports.reporterId})::int` })
    .from(saleReports)
    .innerJoin(users, eq(users.id, saleReports.reporterId))
    .where(
      and(
        eq(saleReports.saleId, saleId),
        isNull(saleReports.dismissedAt),
        eq(users.emailVerified, true),
        lte(users.createdAt, trustedBefore),
      ),
    );
  return row?.count ?? 0;
}

export async function setUnderReview(tx: DbExecutor, saleId: number, underReview: boolean): Promise<void> {
  await tx.update(garageSales).set({ underReview }).where(eq(garageSales.id, saleId));
}
