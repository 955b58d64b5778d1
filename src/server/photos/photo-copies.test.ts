import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Photo, PhotoListSchema } from '../../shared/schemas/sale';
import type { SignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createPhotoWorld, jpeg } from './photos.fixtures';

describe.each(engines)('POST /api/garage-sales/:id/photos/copy (Post again) on %s', (engine) => {
  let image: Buffer;
  const w = useWorld(() => createPhotoWorld(engine));
  beforeAll(async () => {
    image = await jpeg(64, 64);
  });

  /** An earlier sale of the owner with two uploaded photos, the second featured. */
  async function pastSale(): Promise<{ saleId: number; photos: Photo[] }> {
    const saleId = await w.sale({ title: 'Last spring' });
    const files = ['a', 'b'].map((n) => ({ name: `${n}.jpg`, data: image }));
    const response = await w.upload(saleId, w.owner, files, { featuredPhotoIndex: '1' });
    expect(response.statusCode, response.body).toBe(201);
    return { saleId, photos: PhotoListSchema.parse(response.json()) };
  }
  const copy = (saleId: number, as: SignedInUser | undefined, body: unknown) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${saleId}/photos/copy`,
      headers: as ? { cookie: as.cookie } : {},
      payload: body as object,
    });
  const names = (photo: Photo) => [photo.url, photo.thumbnailUrl ?? ''].map((url) => path.basename(url));
  const fetchPhoto = (url: string) => w.t.app.inject({ method: 'GET', url });

  it("copies the photos into new files, so deleting one sale's photo keeps the other's readable", async () => {
    const old = await pastSale();
    const newSale = await w.sale({ title: 'This spring' });
    const response = await copy(newSale, w.owner, { fromSaleId: old.saleId });
    expect(response.statusCode, response.body).toBe(201);
    const copies = PhotoListSchema.parse(response.json());
    expect(copies.map((photo) => photo.isFeatured)).toEqual([false, true]);
    for (const [i, photo] of copies.entries()) {
      const original = old.photos[i] as Photo;
      expect(photo.id).not.toBe(original.id);
      for (const name of names(photo)) expect(names(original)).not.toContain(name);
      for (const name of names(photo)) expect(w.files()).toContain(name);
    }

    const [oldFirst] = old.photos as [Photo];
    const [copyFirst] = copies as [Photo];
    const before = await fetchPhoto(copyFirst.url);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals((await fetchPhoto(oldFirst.url)).rawPayload)).toBe(true);
    const deleted = await w.call('DELETE', `/api/photos/${oldFirst.id}`, w.owner, { saleId: old.saleId });
    expect(deleted.statusCode).toBe(204);
    expect((await fetchPhoto(oldFirst.url)).statusCode).toBe(404);
    const after = await fetchPhoto(copyFirst.url);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('image/jpeg');
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('copies only the photos asked for', async () => {
    const old = await pastSale();
    const newSale = await w.sale();
    const second = old.photos[1] as Photo;
    const response = await copy(newSale, w.owner, { fromSaleId: old.saleId, photoIds: [second.id] });
    expect(response.statusCode, response.body).toBe(201);
    expect((await w.rows(newSale)).length).toBe(1);
  });

  it("refuses someone else's sale on either side, and a guest, leaving no row and no file", async () => {
    const old = await pastSale();
    const mine = await w.sale();
    const theirs = await w.sale({ userId: w.other.id });
    const filesBefore = w.files();
    expect((await copy(theirs, w.other, { fromSaleId: old.saleId })).statusCode).toBe(403);
    expect((await copy(mine, w.other, { fromSaleId: old.saleId })).statusCode).toBe(403);
    expect((await copy(mine, undefined, { fromSaleId: old.saleId })).statusCode).toBe(401);
    expect((await copy(mine, w.owner, { fromSaleId: 999_999 })).statusCode).toBe(404);
    const bad = await copy(mine, w.owner, { fromSaleId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Use the id of the sale to copy photos from');
    expect(await w.rows(mine)).toEqual([]);
    expect(await w.rows(theirs)).toEqual([]);
    expect(w.files()).toEqual(filesBefore);
  });

  it("lets an administrator copy a seller's photos", async () => {
    const old = await pastSale();
    const newSale = await w.sale();
    expect((await copy(newSale, w.admin, { fromSaleId: old.saleId })).statusCode).toBe(201);
    expect((await w.rows(newSale)).length).toBe(2);
  });

  it('keeps to the photo limit, all or nothing', async () => {
    const old = await pastSale();
    const full = await w.sale();
    const files = ['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.jpg`, data: image }));
    expect((await w.upload(full, w.owner, files)).statusCode).toBe(201);
    const filesBefore = w.files();
    const response = await copy(full, w.owner, { fromSaleId: old.saleId });
    expect(response.statusCode).toBe(400);
    expect((await w.rows(full)).length).toBe(4);
    expect(w.files()).toEqual(filesBefore);
  });
});
