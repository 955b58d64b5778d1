import { createHmac, randomBytes } from 'node:crypto';
import { addDaysIso } from '../../shared/dates';
import { type InterestKind, NO_COUNTS, type SaleStats } from '../../shared/schemas/sale-stats';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { NotFoundError } from '../errors';
import { SALE_NOT_FOUND } from '../sales/sales.service';
import {
  addToCount,
  daySecret,
  forgetPastDays,
  lockVisibleSaleOwner,
  markViewer,
  sumCounts,
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
 * HMAC(today's random secret, sale + kind + address + browser), and the secret and marks go the next day.
 * Unknown or hidden sale: 404.
 */
export async function countInterest(
  db: Db,
  saleId: number,
  kind: InterestKind,
  viewer: Viewer,
  today: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockVisibleSaleOwner(tx, saleId);
    if (owner === undefined) throw new NotFoundError(SALE_NOT_FOUND);
    if (owner === viewer.userId) return;
    await forgetPastDays(tx, today);
    const secret = await daySecret(tx, today, randomBytes(32).toString('base64url'));
    const mark = createHmac('sha256', secret)
      .update(JSON.stringify([saleId, kind, viewer.address, viewer.userAgent]))
      .digest('base64url');
    if (await markViewer(tx, today, mark)) await addToCount(tx, saleId, today, kind);
  });
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
