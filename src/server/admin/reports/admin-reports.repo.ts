import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { lockRowById } from '../../db/row-by-id';
import { garageSales, saleReports, users } from '../../db/schema';

const reporters = sql`reporter`;

/** Every open report with its sale and people, the hidden sales first, then by their latest report. */
export async function listOpenReportRows(db: Db) {
  const seller = sql`seller`;
  return db
    .select({
      saleId: garageSales.id,
      title: garageSales.title,
      address: garageSales.address,
      city: garageSales.city,
      startDate: garageSales.startDate,
      endDate: garageSales.endDate,
      underReview: garageSales.underReview,
      sellerEmail: sql<string>`${seller}.email`,
      reportId: saleReports.id,
      reason: sql<ReportReason>`${saleReports.reason}`,
      details: saleReports.details,
      reporterEmail: sql<string>`${reporters}.email`,
      createdAt: saleReports.createdAt,
    })
    .from(saleReports)
    .innerJoin(garageSales, eq(garageSales.id, saleReports.saleId))
    .innerJoin(sql`${users} as ${seller}`, sql`${seller}.id = ${garageSales.userId}`)
    .innerJoin(sql`${users} as ${reporters}`, sql`${reporters}.id = ${saleReports.reporterId}`)
    .where(isNull(saleReports.dismissedAt))
    .orderBy(
      desc(garageSales.underReview),
      desc(sql`max(${saleReports.createdAt}) over (partition by ${garageSales.id})`),
      asc(garageSales.id),
      asc(saleReports.createdAt),
      asc(saleReports.id),
    );
}

/** Marks the sale's open reports dismissed and lists it again; the number of reports dismissed. */
export async function dismissOpenReports(tx: DbExecutor, saleId: number): Promise<number> {
  const dismissed = await tx
    .update(saleReports)
    .set({ dismissedAt: sql`now()` })
    .where(and(eq(saleReports.saleId, saleId), isNull(saleReports.dismissedAt)))
    .returning({ id: saleReports.id });
  await tx.update(garageSales).set({ underReview: false }).where(eq(garageSales.id, saleId));
  return dismissed.length;
}

/** The sale, locked for the dismissal: undefined when it no longer exists. */
export function lockSaleForReview(tx: DbExecutor, saleId: number) {
  return lockRowById(tx, garageSales, { id: garageSales.id, underReview: garageSales.underReview }, saleId);
}
