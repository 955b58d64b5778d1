import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { deletePhotoFiles } from '../photo-store/photo-files';
import type { PhotoStore } from '../photo-store/photo-store';
import { recordSaleChange } from './change-events';
import { snapshotOf } from './sale-snapshot';
import { findStoredSaleRow } from './sales.repo';
import { salesChanged } from './sales-cache';
import { deleteSaleRow } from './sales-write.repo';

export interface RemovalContext {
  db: Db;
  store: PhotoStore;
  log: FastifyBaseLogger;
  /** The site's time zone: a sale already over is removed without telling its fans. */
  timeZone: string;
}

/**
 * Deletes a sale with everything that hangs on it, then its photos' files: the seller's delete and an
 * administrator's removal alike. `first` runs in the same transaction before the delete (the seller's
 * right to it, the moderation log's row). The files go only once the rows are gone for good: a failed
 * transaction must not leave rows pointing at missing files.
 */
export async function removeSale(
  ctx: RemovalContext,
  id: number,
  first: (tx: DbExecutor) => Promise<void>,
): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    await first(tx);
    await noticeRemoval(tx, id, todayIn(ctx.timeZone));
    return deleteSaleRow(tx, id);
  });
  await salesChanged();
  const results = await Promise.allSettled(files.map((file) => deletePhotoFiles(ctx.store, file)));
  for (const result of results) {
    // The sale is gone either way; a file left behind is an orphan to log, not a failed request.
    if (result.status === 'rejected')
      ctx.log.warn({ err: result.reason, saleId: id }, 'photo file not removed');
  }
}

/** The people who saved a sale that has not happened yet are told it is gone (notifications/change-events.ts). */
async function noticeRemoval(tx: DbExecutor, id: number, today: string): Promise<void> {
  const row = await findStoredSaleRow(tx, id);
  if (!row || row.isCompleted || row.endDate < today) return;
  await recordSaleChange(tx, {
    saleId: id,
    ownerId: row.userId,
    title: row.title,
    change: 'removed',
    before: snapshotOf(row),
  });
}
