import { todayIn } from '../../shared/dates';
import type { Sale } from '../../shared/schemas/sale';
import type { SaleWrite } from '../../shared/schemas/sale-form';
import { assertMayManageSale } from '../auth/auth-context';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { apiMsg, BadRequestError, ConflictError, NotFoundError } from '../errors';
import { recordSaleChange } from './change-events';
import { markItemSold, replaceSaleItems } from './items/sale-items.service';
import { type RemovalContext, removeSale } from './sale-removal';
import { snapshotOf } from './sale-snapshot';
import { resolveSaleValues } from './sale-write-rules';
import { findStoredSaleRow } from './sales.repo';
import { SALE_NOT_FOUND, toSale } from './sales.service';
import { salesChanged } from './sales-cache';
import { markOneForViewer } from './sales-viewer';
import {
  insertSaleRow,
  lockSale,
  lockUserAndCountOpenSales,
  markSaleCompleted,
  replaceCategoryLinks,
  updateSaleRow,
} from './sales-write.repo';

export interface WriteContext {
  db: Db;
  /** The app's time zone: it decides what 'today' is for the past-date rules. */
  timeZone: string;
  /**
   * What else a new sale's body asks for in the creation's transaction (issue 25: registering for the
   * event `eventSlug` names); it throws to refuse, and then no sale is created. app.ts gives it.
   */
  afterInsert?: AfterSaleInsert;
  /** What else an edit must satisfy, in its transaction, after the row is written (issue 25: an event's days). */
  afterUpdate?: AfterSaleInsert;
}

export type AfterSaleInsert = (
  tx: DbExecutor,
  user: SessionUser,
  body: SaleWrite,
  saleId: number,
) => Promise<void>;

/** The sale as the transaction now sees it (its own writes included). */
async function readSale(tx: DbExecutor, id: number): Promise<Sale> {
  const row = await findStoredSaleRow(tx, id);
  if (!row) throw new NotFoundError(SALE_NOT_FOUND);
  return toSale(row);
}

/** The sale's row locked for the rest of the transaction, if this user may change it. */
async function lockManagedSale(tx: DbExecutor, user: SessionUser, id: number) {
  const sale = await lockSale(tx, id);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  assertMayManageSale(user, sale);
  return sale;
}

/** Enough for any household's season; few enough that one account cannot flood the map. */
export const MAX_OPEN_SALES_PER_USER = 20;
export const TOO_MANY_OPEN_SALES_MESSAGE = apiMsg('sales.tooManyOpen', { max: MAX_OPEN_SALES_PER_USER });

/** A user (administrators are not limited) may hold MAX_OPEN_SALES_PER_USER sales not completed nor over. */
async function assertRoomForSale(tx: DbExecutor, user: SessionUser, today: string): Promise<void> {
  if (user.userType === 'admin') return;
  if ((await lockUserAndCountOpenSales(tx, user.id, today)) >= MAX_OPEN_SALES_PER_USER) {
    throw new BadRequestError(TOO_MANY_OPEN_SALES_MESSAGE);
  }
}

/** A new sale of this user: the row and its category links in one transaction. */
export async function createSale(ctx: WriteContext, user: SessionUser, body: SaleWrite): Promise<Sale> {
  const today = todayIn(ctx.timeZone);
  const sale = await ctx.db.transaction(async (tx) => {
    await assertRoomForSale(tx, user, today);
    const { values, categoryIds } = await resolveSaleValues(tx, body, today);
    const id = await insertSaleRow(tx, user.id, values);
    await replaceCategoryLinks(tx, id, categoryIds);
    if (body.items) await replaceSaleItems(tx, id, body.items);
    await ctx.afterInsert?.(tx, user, body, id);
    return readSale(tx, id);
  });
  await salesChanged();
  return markOneForViewer(ctx.db, user, sale);
}

export const COMPLETED_SALE_MESSAGE = apiMsg('sales.completed');

/** Every field of the body replaces the stored one, and the categories become exactly the body's. */
export async function updateSale(
  ctx: WriteContext,
  user: SessionUser,
  id: number,
  body: SaleWrite,
): Promise<Sale> {
  const today = todayIn(ctx.timeZone);
  const sale = await ctx.db.transaction(async (tx) => {
    const existing = await lockManagedSale(tx, user, id);
    // Completion is one-way (spec §7): a finished sale is kept as it was, only deleted.
    if (existing.isCompleted) throw new ConflictError(COMPLETED_SALE_MESSAGE);
    const before = await findStoredSaleRow(tx, id);
    const { values, categoryIds } = await resolveSaleValues(tx, body, today, existing);
    await updateSaleRow(tx, id, values);
    await replaceCategoryLinks(tx, id, categoryIds);
    // Without `items` the stored ones stay (a client that does not know items keeps them); with, they are replaced.
    if (body.items) await replaceSaleItems(tx, id, body.items);
    await ctx.afterUpdate?.(tx, user, body, id);
    const after = await findStoredSaleRow(tx, id);
    if (before && after) {
      // The people who saved it hear of new days, hours or address (several edits make one notice).
      await recordSaleChange(tx, {
        saleId: id,
        ownerId: after.userId,
        title: after.title,
        change: 'edited',
        before: snapshotOf(before),
        after: snapshotOf(after),
      });
    }
    return readSale(tx, id);
  });
  await salesChanged();
  return markOneForViewer(ctx.db, user, sale);
}

/**
 * Issue 26: the seller (or an administrator) ticks one of the sale's items sold, or not, on the day. A
 * completed sale is kept as it was, as for edits.
 */
export async function markSaleItemSold(
  ctx: WriteContext,
  user: SessionUser,
  saleId: number,
  itemId: number,
  sold: boolean,
): Promise<Sale> {
  const sale = await ctx.db.transaction(async (tx) => {
    const existing = await lockManagedSale(tx, user, saleId);
    if (existing.isCompleted) throw new ConflictError(COMPLETED_SALE_MESSAGE);
    await markItemSold(tx, saleId, itemId, sold);
    return readSale(tx, saleId);
  });
  await salesChanged();
  return markOneForViewer(ctx.db, user, sale);
}

/** Marks the sale completed (again is fine: completion is one-way). */
export async function completeSale(ctx: WriteContext, user: SessionUser, id: number): Promise<Sale> {
  const sale = await ctx.db.transaction(async (tx) => {
    const existing = await lockManagedSale(tx, user, id);
    await markSaleCompleted(tx, id);
    const row = await findStoredSaleRow(tx, id);
    // Completed before its last day: the people who saved it should not drive over.
    if (row && !existing.isCompleted && row.endDate >= todayIn(ctx.timeZone)) {
      const snapshot = snapshotOf(row);
      await recordSaleChange(tx, {
        saleId: id,
        ownerId: row.userId,
        title: row.title,
        change: 'completed',
        before: snapshot,
        after: snapshot,
      });
    }
    return readSale(tx, id);
  });
  await salesChanged();
  return markOneForViewer(ctx.db, user, sale);
}

/** Deletes the user's own sale (or any, for an administrator) with its photos (sale-removal.ts). */
export async function deleteSale(
  ctx: WriteContext & RemovalContext,
  user: SessionUser,
  id: number,
): Promise<void> {
  await removeSale(ctx, id, async (tx) => {
    await lockManagedSale(tx, user, id);
  });
}
