import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { favorites, saleChangeEvents } from '../db/schema';
import { describeChanges, type SaleSnapshot } from './sale-snapshot';

export interface SaleChange {
  saleId: number;
  ownerId: number;
  title: string;
  change: 'edited' | 'completed' | 'removed';
  before: SaleSnapshot;
  /** The sale after an edit; none for a removal, the same as before for a completion. */
  after?: SaleSnapshot;
}

/**
 * Records a change for the people who favourited the sale (not its owner), in the caller's transaction,
 * so the notice exists exactly when the change does. An edit that moved neither days, hours nor address
 * records nothing; nor does any change of a sale nobody else saved. The scheduler (change-notices.ts)
 * turns the records into one message per person once the edits have settled.
 */
export async function recordSaleChange(tx: DbExecutor, change: SaleChange): Promise<void> {
  if (change.change === 'edited' && change.after && describeChanges(change.before, change.after).length === 0)
    return;
  const fans = await tx
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(and(eq(favorites.saleId, change.saleId), ne(favorites.userId, change.ownerId)));
  if (fans.length === 0) return;
  await tx.insert(saleChangeEvents).values({
    saleId: change.saleId,
    change: change.change,
    saleTitle: change.title,
    before: change.before,
    after: change.after ?? null,
    recipientIds: fans.map((fan) => fan.userId),
  });
}
