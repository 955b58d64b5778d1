import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PriceNote } from '../../../shared/schemas/sale-items';
import type { DbExecutor } from '../../db/executor';
import { garageSales, photos, saleItems } from '../../db/schema';

/** A sale's item as stored, in the seller's order. */
export interface StoredItem {
  id: number;
  name: string;
  priceCents: number | null;
  priceNote: PriceNote | null;
  photoId: number | null;
  sold: boolean;
}

const itemColumns = {
  id: saleItems.id,
  name: saleItems.name,
  priceCents: saleItems.priceCents,
  priceNote: saleItems.priceNote,
  photoId: saleItems.photoId,
  sold: saleItems.sold,
};

export async function listSaleItems(tx: DbExecutor, saleId: number): Promise<StoredItem[]> {
  const rows = await tx
    .select(itemColumns)
    .from(saleItems)
    .where(eq(saleItems.saleId, saleId))
    .orderBy(asc(saleItems.position), asc(saleItems.id));
  return rows as StoredItem[];
}

/** The ids of the sale's photos among these. */
export async function salePhotoIds(tx: DbExecutor, saleId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.saleId, saleId), inArray(photos.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Drops the sale's items that are not kept. */
export async function deleteItemsBut(tx: DbExecutor, saleId: number, keptIds: number[]): Promise<void> {
  await tx
    .delete(saleItems)
    .where(
      keptIds.length > 0
        ? and(eq(saleItems.saleId, saleId), notInArray(saleItems.id, keptIds))
        : eq(saleItems.saleId, saleId),
    );
}

type ItemValues = Omit<StoredItem, 'id'> & { position: number };

export async function updateItem(tx: DbExecutor, id: number, values: ItemValues): Promise<void> {
  await tx.update(saleItems).set(values).where(eq(saleItems.id, id));
}

export async function insertItems(tx: DbExecutor, saleId: number, values: ItemValues[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(saleItems).values(values.map((item) => ({ ...item, saleId })));
}

export async function setItemSold(tx: DbExecutor, saleId: number, itemId: number, sold: boolean) {
  const [row] = await tx
    .update(saleItems)
    .set({ sold })
    .where(and(eq(saleItems.id, itemId), eq(saleItems.saleId, saleId)))
    .returning({ id: saleItems.id });
  return row !== undefined;
}

/** The sale's copy of its unsold item names, which its search document reads (schema.ts `itemNames`). */
export async function writeItemNames(tx: DbExecutor, saleId: number, itemNames: string): Promise<void> {
  await tx.update(garageSales).set({ itemNames }).where(eq(garageSales.id, saleId));
}
