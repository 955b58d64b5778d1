import { ALREADY_REPORTED, OWN_SALE_REPORT, type ReportForm } from '../../shared/schemas/reports';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { SALE_NOT_FOUND } from '../sales/sales.service';
import { salesChanged } from '../sales/sales-cache';
import { countTrustedOpenReporters, insertReport, lockReportableSale, setUnderReview } from './reports.repo';

export interface ReportContext {
  db: Db;
  /** Different people whose open reports hide the sale (config REPORTS_TO_HIDE). */
  reportsToHide: number;
  /** How old (and confirmed) a reporter's account must be to count (config REPORTER_MIN_AGE_DAYS). */
  reporterMinAgeDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records one person's report; the one that reaches the threshold hides the sale from the public in the
 * same transaction, so the count and the flag never disagree. Only reports from confirmed accounts older
 * than reporterMinAgeDays count toward it; every report reaches the administrators' queue. A seller cannot
 * report their own sale, and nobody reports a sale twice (a report dismissed by an administrator still
 * counts as made).
 */
export async function reportSale(
  ctx: ReportContext,
  reporter: SessionUser,
  saleId: number,
  form: ReportForm,
  now = new Date(),
): Promise<{ hidden: boolean }> {
  const trustedBefore = new Date(now.getTime() - ctx.reporterMinAgeDays * DAY_MS);
  const hidden = await ctx.db.transaction(async (tx) => {
    const sale = await lockReportableSale(tx, saleId);
    if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
    if (sale.userId === reporter.id) throw new ForbiddenError(OWN_SALE_REPORT);
    const id = await insertReport(tx, saleId, reporter.id, form);
    if (id === undefined) throw new ConflictError(ALREADY_REPORTED);
    if (sale.underReview) return false;
    if ((await countTrustedOpenReporters(tx, saleId, trustedBefore)) < ctx.reportsToHide) return false;
    await setUnderReview(tx, saleId, true);
    return true;
  });
  if (hidden) await salesChanged();
  return { hidden };
}
