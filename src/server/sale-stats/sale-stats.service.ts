import { createHmac, randomBytes } from 'node:crypto';
import { addDaysIso, todayIn } from '../../shared/dates';
import {
  type InterestKind,
  NO_COUNTS,
  PUBLIC_SAVES_THRESHOLD,
  type SaleSavers,
  type SaleStats,
} from '../../shared/schemas/sale-stats';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { FOREIGN_KEY_VIOLATION, hasPgErrorCode } from '../db/pg-errors';
import { NotFoundError } from '../errors';
import { SALE_NOT_FOUND } from '../sales/sales.service';
import {
  addToCount,
  countVisibleSaleSavers,
  daySecret,
  forgetPastDays,
  markViewer,
  sumCounts,
  visibleSaleOwner,
} from './sale-stats.repo';

/** Who reported it, as far as counting needs: read into a one-day mark, never kept as such. */
export interface Viewer {
  address: string;
  userAgent: string;
  /** A signed-in viewer's account: the seller's own visits do not count. */
  userId?: number;
}

/**
 * A shopper opened the sale, or added it to a plan or a calendar: one more for today, unless this viewer
 * (the same address and browser) already counted for this sale and kind today. The viewer is kept only as
 * HMAC(today's random secret, sale + kind + address + browser); the maintenance job drops past days'
 * secrets and marks (forgetPastStatsDays). Unknown or hidden sale: 404.
 *
 * The sale is read without a lock: a lock per report made every report on a popular sale write its row
 * (KEY SHARE marks the row) and made its seller's delete wait behind them. A plain read is safe: should the
 * sale go between that read and the count, the count's insert fails its foreign key (the count's row went
 * with the sale) and the report is answered 404 like one that came a moment later, its mark rolled back;
 * should it go after the commit, its counts go with it (ON DELETE CASCADE). A sale hidden meanwhile gets
 * one more count, for a view that happened while it showed.
 */
export async function countInterest(
  db: Db,
  saleId: number,
  kind: InterestKind,
  viewer: Viewer,
  today: string,
): Promise<void> {
  const owner = await visibleSaleOwner(db, saleId);
  if (owner === undefined) throw new NotFoundError(SALE_NOT_FOUND);
  if (owner === viewer.userId) return;
  try {
    await db.transaction(async (tx) => {
      const secret = await daySecret(tx, today, randomBytes(32).toString('base64url'));
      const mark = createHmac('sha256', secret)
        .update(JSON.stringify([saleId, kind, viewer.address, viewer.userAgent]))
        .digest('base64url');
      if (await markViewer(tx, today, mark)) await addToCount(tx, saleId, today, kind);
    });
  } catch (error) {
    if (hasPgErrorCode(error, FOREIGN_KEY_VIOLATION)) throw new NotFoundError(SALE_NOT_FOUND);
    throw error;
  }
}

/**
 * The maintenance job's part (every six hours): drops the day secrets and viewer marks of the days before
 * the site's today, so a day's marks outlive it by six hours at most (decision 0036); counting no longer
 * pays two deletes per report for it.
 */
export async function forgetPastStatsDays(db: Db, timeZone: string, now: Date): Promise<void> {
  await forgetPastDays(db, todayIn(timeZone, now));
}

/** A new favourite, in the favourite's own transaction: an account saves a sale once, so no mark is needed. */
export async function countSave(tx: DbExecutor, saleId: number, today: string): Promise<void> {
  await addToCount(tx, saleId, today, 'saves');
}

/** Each sale's counters: the last seven site days, and in all. Sales never counted get zeros. */
export async function statsOf(db: Db, saleIds: number[], today: string): Promise<Map<number, SaleStats>> {
  const [week, all] = await Promise.all([
    sumCounts(db, saleIds, addDaysIso(today, -6)),
    sumCounts(db, saleIds),
  ]);
  return new Map(
    saleIds.map((id) => [id, { week: week.get(id) ?? NO_COUNTS, all: all.get(id) ?? NO_COUNTS }]),
  );
}

/**
 * The sale's page's "12 people saved this sale": how many accounts keep it saved now, named only from
 * PUBLIC_SAVES_THRESHOLD on. The same for every viewer (no "you" in it), so shared caches may keep it.
 * Unknown or hidden sale: 404, like its detail.
 */
export async function publicSavers(db: Db, saleId: number): Promise<SaleSavers> {
  const savers = await countVisibleSaleSavers(db, saleId);
  if (savers === undefined) throw new NotFoundError(SALE_NOT_FOUND);
  return { savers: savers >= PUBLIC_SAVES_THRESHOLD ? savers : null };
}
