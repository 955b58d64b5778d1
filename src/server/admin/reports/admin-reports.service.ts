import type { ReportedSale } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { SALE_NOT_FOUND } from '../../sales/sales.service';
import { salesChanged } from '../../sales/sales-cache';
import { dismissOpenReports, listOpenReportRows, lockSaleForReview } from './admin-reports.repo';

/** The Reports screen: each sale with open reports, its reports under it, the hidden sales first. */
export async function listReportedSales(db: Db): Promise<ReportedSale[]> {
  const bySale = new Map<number, ReportedSale>();
  for (const row of await listOpenReportRows(db)) {
    let sale = bySale.get(row.saleId);
    if (!sale) {
      sale = {
        saleId: row.saleId,
        title: row.title,
        address: row.address,
        city: row.city,
        startDate: row.startDate,
        endDate: row.endDate,
        sellerEmail: row.sellerEmail,
        underReview: row.underReview,
        reports: [],
      };
      bySale.set(row.saleId, sale);
    }
    sale.reports.push({
      id: row.reportId,
      reason: row.reason,
      details: row.details,
      reporterEmail: row.reporterEmail,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return [...bySale.values()];
}

/**
 * The administrator looked and found nothing wrong: the reports are closed (kept on record, and their
 * authors cannot report the sale again) and the sale is listed again, both in one transaction.
 */
export async function dismissReports(db: Db, saleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockSaleForReview(tx, saleId))) throw new NotFoundError(SALE_NOT_FOUND);
    await dismissOpenReports(tx, saleId);
  });
  await salesChanged();
}
