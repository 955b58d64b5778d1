import type { FastifyBaseLogger } from 'fastify';
import type { Photo } from '../../shared/schemas/sale';
import { MAX_PHOTOS_PER_SALE } from '../../shared/schemas/sale-form';
import { assertMayManageSale } from '../auth/auth-context';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { apiMsg, BadRequestError, NotFoundError } from '../errors';
import { deletePhotoFiles, type StoredPhoto, storePhoto } from '../photo-store/photo-files';
import type { PhotoStore } from '../photo-store/photo-store';
import { withPublicUrls } from '../photo-store/photo-urls';
import { SALE_NOT_FOUND } from '../sales/sales.service';
import { salesChanged } from '../sales/sales-cache';
import { ImageRejectedError, type ProcessedImage, processUpload } from './image-processing';
import { fileError, type PhotoUpload, TOO_MANY_PHOTOS_MESSAGE } from './photo-upload';
import {
  countPhotos,
  deletePhotoRow,
  featureFirstIfNone,
  featurePhoto,
  findSaleForPhotos,
  insertPhotoRows,
  listSalePhotos,
  lockSaleForPhotos,
  nextSortOrder,
  photoExists,
  unfeatureAll,
} from './photos.repo';
import { photoProcessing } from './processing-slots';

export const PHOTO_NOT_FOUND = apiMsg('photos.notFound');

export interface PhotoContext {
  db: Db;
  store: PhotoStore;
  log: FastifyBaseLogger;
}

/** Removes files whose rows are gone (or never came); a file left behind is logged, not an error. */
async function removeFiles(
  ctx: PhotoContext,
  files: { url: string; thumbnailUrl: string | null }[],
): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => deletePhotoFiles(ctx.store, file)));
  for (const result of results) {
    if (result.status === 'rejected') ctx.log.warn({ err: result.reason }, 'photo file not removed');
  }
}

/** The sale's row locked for the transaction, if this user may change its photos. */
async function lockManagedSale(tx: DbExecutor, user: SessionUser, saleId: number): Promise<void> {
  const sale = await lockSaleForPhotos(tx, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  assertMayManageSale(user, sale);
}

/**
 * How many photos the sale can still take, checked before the upload's body is read: 404 for an unknown
 * sale, 403 for someone else's, 'Too many photos' when it is full.
 */
export async function roomForPhotos(db: Db, user: SessionUser, saleId: number): Promise<number> {
  const sale = await findSaleForPhotos(db, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  assertMayManageSale(user, sale);
  const room = MAX_PHOTOS_PER_SALE - sale.photoCount;
  if (room <= 0) throw new BadRequestError(TOO_MANY_PHOTOS_MESSAGE);
  return room;
}

/** Every file re-encoded, or the first refusal naming its file: nothing is stored before all pass. */
async function processAll(upload: PhotoUpload): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  // One at a time, and few at once in the whole process: a decoded photo takes far more memory than its file.
  for (const file of upload.files) {
    try {
      processed.push(await photoProcessing.run(() => processUpload(file.path)));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw fileError(error.reason === 'too-large' ? 413 : 400, file.name, error.message);
    }
  }
  return processed;
}

/**
 * Adds the uploaded photos after the sale's existing ones, all or none: the files are written first and
 * removed again if anything fails, and the rows go in one transaction that re-checks the limit with the
 * sale locked. Featured (spec §4): the chosen new photo if a valid featuredPhotoIndex came, else the
 * first photo when the sale had none featured. Answers the sale's whole photo list.
 */
export async function addPhotos(
  ctx: PhotoContext,
  user: SessionUser,
  saleId: number,
  upload: PhotoUpload,
): Promise<Photo[]> {
  const processed = await processAll(upload);
  const stored: StoredPhoto[] = [];
  try {
    for (const image of processed) stored.push(await storePhoto(ctx.store, image));
    const index = upload.featuredPhotoIndex;
    const featured = index !== undefined && index < stored.length ? index : undefined;
    const list = await ctx.db.transaction(async (tx) => {
      await lockManagedSale(tx, user, saleId);
      if ((await countPhotos(tx, saleId)) + stored.length > MAX_PHOTOS_PER_SALE) {
        throw new BadRequestError(TOO_MANY_PHOTOS_MESSAGE);
      }
      const start = await nextSortOrder(tx, saleId);
      if (featured !== undefined) await unfeatureAll(tx, saleId);
      await insertPhotoRows(
        tx,
        saleId,
        stored.map((file, i) => ({ ...file, sortOrder: start + i, isFeatured: i === featured })),
      );
      await featureFirstIfNone(tx, saleId);
      return withPublicUrls(await listSalePhotos(tx, saleId));
    });
    await salesChanged();
    return list;
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
}

/** Deletes one photo of the sale; if it was featured the first remaining one takes over. Files go last. */
export async function deletePhoto(
  ctx: PhotoContext,
  user: SessionUser,
  saleId: number,
  photoId: number,
): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await lockManagedSale(tx, user, saleId);
    const row = await deletePhotoRow(tx, saleId, photoId);
    if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
    if (row.isFeatured) await featureFirstIfNone(tx, saleId);
    return row;
  });
  await salesChanged();
  // Only once the row is gone for good: a rolled-back delete must not leave a row without its file.
  await removeFiles(ctx, [removed]);
}

/** Makes this photo the sale's only featured one and answers the sale's whole photo list. */
export async function setFeaturedPhoto(
  ctx: PhotoContext,
  user: SessionUser,
  saleId: number,
  photoId: number,
): Promise<Photo[]> {
  const list = await ctx.db.transaction(async (tx) => {
    await lockManagedSale(tx, user, saleId);
    if (!(await photoExists(tx, saleId, photoId))) throw new NotFoundError(PHOTO_NOT_FOUND);
    await unfeatureAll(tx, saleId);
    await featurePhoto(tx, saleId, photoId);
    return withPublicUrls(await listSalePhotos(tx, saleId));
  });
  await salesChanged();
  return list;
}
