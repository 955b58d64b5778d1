import crypto from 'node:crypto';
import type { Photo } from '../../shared/schemas/sale';
import { type CopyPhotosBody, draftsMsg } from '../../shared/schemas/sale-drafts';
import { MAX_PHOTOS_PER_SALE } from '../../shared/schemas/sale-form';
import { assertMayManageSale } from '../auth/auth-context';
import type { SessionUser } from '../auth/sessions';
import type { DbExecutor } from '../db/executor';
import { BadRequestError, NotFoundError } from '../errors';
import { deletePhotoFiles } from '../photo-store/photo-files';
import { ownPhotoKeyOf, type PhotoStore, UPLOADS_URL_PREFIX } from '../photo-store/photo-store';
import { withPublicUrls } from '../photo-store/photo-urls';
import { SALE_NOT_FOUND } from '../sales/sales.service';
import { salesChanged } from '../sales/sales-cache';
import { findSaleOwner, hasFeaturedPhoto } from './photo-copies.repo';
import { TOO_MANY_PHOTOS_MESSAGE } from './photo-upload';
import {
  countPhotos,
  featureFirstIfNone,
  insertPhotoRows,
  listSalePhotos,
  lockSaleForPhotos,
  nextSortOrder,
} from './photos.repo';
import type { PhotoContext } from './photos.service';

/** The source sale's photos to copy, in its order, once we know this user may manage that sale. */
async function sourcePhotos(db: DbExecutor, user: SessionUser, body: CopyPhotosBody) {
  const sale = await findSaleOwner(db, body.fromSaleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  assertMayManageSale(user, sale);
  const all = await listSalePhotos(db, body.fromSaleId);
  const wanted = body.photoIds === undefined ? all : all.filter((photo) => body.photoIds?.includes(photo.id));
  if (wanted.length === 0) throw new BadRequestError(draftsMsg('copy.empty'));
  return wanted;
}

/**
 * A file of our own written again under a new name (same kind and extension), so that each sale's photo
 * has its own file and deleting one leaves the other; a url we did not make (a demo's) is shared as it is,
 * as the app never deletes those.
 */
async function copyFile(store: PhotoStore, url: string | null, id: string, copied: string[]) {
  const key = ownPhotoKeyOf(url);
  if (!key) return url;
  const object = await store.get(key);
  if (!object) throw new NotFoundError(draftsMsg('copy.empty'));
  const newKey = key.replace(/^[0-9a-f-]{36}/, id);
  await store.put(newKey, Buffer.concat(await object.body.toArray()));
  copied.push(UPLOADS_URL_PREFIX + newKey);
  return UPLOADS_URL_PREFIX + newKey;
}

/**
 * Post again (issue 26): copies photos of an earlier sale to another, both of which this user may manage
 * (their own, or any for an administrator). Files first, then the rows in one transaction with the target
 * locked and its photo limit re-checked; if anything fails the new files are removed. The copy keeps the
 * source's featured photo featured when the target has none. Answers the target's whole photo list.
 */
export async function copySalePhotos(
  ctx: PhotoContext,
  user: SessionUser,
  saleId: number,
  body: CopyPhotosBody,
): Promise<Photo[]> {
  const target = await findSaleOwner(ctx.db, saleId);
  if (!target) throw new NotFoundError(SALE_NOT_FOUND);
  assertMayManageSale(user, target);
  const wanted = await sourcePhotos(ctx.db, user, body);
  const copied: string[] = [];
  try {
    const files: { url: string; thumbnailUrl: string | null; photo: Photo }[] = [];
    for (const photo of wanted) {
      const id = crypto.randomUUID();
      const url = (await copyFile(ctx.store, photo.url, id, copied)) ?? photo.url;
      files.push({ url, thumbnailUrl: await copyFile(ctx.store, photo.thumbnailUrl, id, copied), photo });
    }
    const list = await ctx.db.transaction(async (tx) => {
      const sale = await lockSaleForPhotos(tx, saleId);
      if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
      if ((await countPhotos(tx, saleId)) + files.length > MAX_PHOTOS_PER_SALE) {
        throw new BadRequestError(TOO_MANY_PHOTOS_MESSAGE);
      }
      const featuredBefore = await hasFeaturedPhoto(tx, saleId);
      const start = await nextSortOrder(tx, saleId);
      await insertPhotoRows(
        tx,
        saleId,
        files.map((file, i) => ({
          url: file.url,
          thumbnailUrl: file.thumbnailUrl ?? file.url,
          sortOrder: start + i,
          isFeatured: !featuredBefore && file.photo.isFeatured,
        })),
      );
      await featureFirstIfNone(tx, saleId);
      return withPublicUrls(await listSalePhotos(tx, saleId));
    });
    await salesChanged();
    return list;
  } catch (error) {
    await Promise.allSettled(copied.map((url) => deletePhotoFiles(ctx.store, { url })));
    throw error;
  }
}
