import { itemSearchText, type SaleItemWrite, saleFormItemMessages } from '../../../shared/schemas/sale-items';
import type { DbExecutor } from '../../db/executor';
import { BadRequestError, NotFoundError } from '../../errors';
import {
  deleteItemsBut,
  insertItems,
  listSaleItems,
  salePhotoIds,
  setItemSold,
  updateItem,
  writeItemNames,
} from './sale-items.repo';

/**
 * A sale's items become exactly `items`, in their order, in the sale's transaction: an item with an `id`
 * of this sale keeps its row (and its first listing time, so it does not alert saved searches again), one
 * without is new, and stored ones left out go. The sale's search copy of the names is written with them.
 */
export async function replaceSaleItems(
  tx: DbExecutor,
  saleId: number,
  items: SaleItemWrite[],
): Promise<void> {
  const stored = new Set((await listSaleItems(tx, saleId)).map((item) => item.id));
  const keptIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  if (keptIds.some((id) => !stored.has(id)) || new Set(keptIds).size !== keptIds.length) {
    throw new BadRequestError(saleFormItemMessages.unknownItem);
  }
  const photoIds = [...new Set(items.flatMap((item) => (item.photoId === null ? [] : [item.photoId])))];
  const found = await salePhotoIds(tx, saleId, photoIds);
  if (photoIds.some((id) => !found.has(id))) throw new BadRequestError(saleFormItemMessages.unknownPhoto);
  await deleteItemsBut(tx, saleId, keptIds);
  const values = items.map(({ id, ...item }, position) => ({ id, value: { ...item, position } }));
  for (const { id, value } of values) if (id !== undefined) await updateItem(tx, id, value);
  await insertItems(
    tx,
    saleId,
    values.filter(({ id }) => id === undefined).map(({ value }) => value),
  );
  await writeItemNames(tx, saleId, itemSearchText(items));
}

/** Ticks one item of the sale sold or not; the sale's row is locked (and its owner checked) by the caller. */
export async function markItemSold(
  tx: DbExecutor,
  saleId: number,
  itemId: number,
  sold: boolean,
): Promise<void> {
  if (!(await setItemSold(tx, saleId, itemId, sold))) {
    throw new NotFoundError(saleFormItemMessages.notFound);
  }
  await writeItemNames(tx, saleId, itemSearchText(await listSaleItems(tx, saleId)));
}
