import { and, asc, eq, sql } from 'drizzle-orm';
import type { Photo } from '../../shared/schemas/sale';
import type { DbExecutor } from '../db/executor';
import { lockRowById } from '../db/row-by-id';
import { garageSales, photos } from '../db/schema';

/** Who owns the sale (hidden ones too: their owner still manages them) and how many photos it has. */
export async function findSaleForPhotos(db: DbExecutor, saleId: number) {
  const [row] = await db
    .select({
      userId: garageSales.userId,
      photoCount: sql<number>`(select count(*)::int from photos p where p.sale_id = garage_sales.id)`,
    })
    .from(garageSales)
    .where(eq(garageSales.id, saleId));
  return row;
}

/**
 * The sale's owner, its row locked FOR UPDATE until the transaction ends: two requests changing the
 * photos of one sale take turns, so neither can pass the photo limit or the one-featured rule.
 */
export function lockSaleForPhotos(tx: DbExecutor, saleId: number) {
  return lockRowById(tx, garageSales, { userId: garageSales.userId }, saleId);
}

export async function countPhotos(tx: DbExecutor, saleId: number): Promise<number> {
  return tx.$count(photos, eq(photos.saleId, saleId));
}

/** The sortOrder that comes after every photo of the sale. */
export async function nextSortOrder(tx: DbExecutor, saleId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${photos.sortOrder}) + 1, 0)::int` })
    .from(photos)
    .where(eq(photos.saleId, saleId));
  return row?.next ?? 0;
}

export interface NewPhotoRow {
  url: string;
  thumbnailUrl: string;
  sortOrder: number;
  isFeatured: boolean;
}

export async function insertPhotoRows(tx: DbExecutor, saleId: number, rows: NewPhotoRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(photos).values(rows.map((row) => ({ ...row, saleId })));
}

/** Must run before another photo is featured: the partial unique index allows one featured per sale. */
export async function unfeatureAll(tx: DbExecutor, saleId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ isFeatured: false })
    .where(and(eq(photos.saleId, saleId), eq(photos.isFeatured, true)));
}

export async function featurePhoto(tx: DbExecutor, saleId: number, photoId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ isFeatured: true })
    .where(and(eq(photos.saleId, saleId), eq(photos.id, photoId)));
}

/** Spec §4: when no photo is featured, the first one (by sortOrder) becomes featured. */
export async function featureFirstIfNone(tx: DbExecutor, saleId: number): Promise<void> {
  await tx
    .update(photos)
    .set({ isFeatured: true })
    .where(
      and(
        eq(
          photos.id,
          sql`(select p.id from photos p where p.sale_id = ${saleId} order by p.sort_order, p.id limit 1)`,
        ),
        sql`not exists (select 1 from photos p where p.sale_id = ${saleId} and p.is_featured)`,
      ),
    );
}

export async function photoExists(tx: DbExecutor, saleId: number, photoId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.saleId, saleId), eq(photos.id, photoId)));
  return row !== undefined;
}

/** Deletes one photo of the sale and answers what its files and flag were, or undefined if none. */
export async function deletePhotoRow(tx: DbExecutor, saleId: number, photoId: number) {
  const [row] = await tx
    .delete(photos)
    .where(and(eq(photos.saleId, saleId), eq(photos.id, photoId)))
    .returning({ url: photos.url, thumbnailUrl: photos.thumbnailUrl, isFeatured: photos.isFeatured });
  return row;
}

/** Every photo of the sale in display order, as the API answers them. */
export async function listSalePhotos(tx: DbExecutor, saleId: number): Promise<Photo[]> {
  return tx
    .select({
      id: photos.id,
      url: photos.url,
      thumbnailUrl: photos.thumbnailUrl,
      caption: photos.caption,
      isFeatured: photos.isFeatured,
      sortOrder: photos.sortOrder,
    })
    .from(photos)
    .where(eq(photos.saleId, saleId))
    .orderBy(asc(photos.sortOrder), asc(photos.id));
}
