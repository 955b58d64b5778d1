import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { deletePhotoFiles } from '../photos/photo-files';
import type { PhotoStore } from '../photos/photo-store';
import { salesChanged } from './sales-cache';
import { deleteSaleRow } from './sales-write.repo';

export interface RemovalContext {
  db: Db;
  store: PhotoStore;
  log: FastifyBaseLogger;
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
