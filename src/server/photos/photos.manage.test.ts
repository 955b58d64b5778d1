import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Photo, PhotoListSchema, SaleSchema } from '../../shared/schemas/sale';
import { saleItems } from '../db/schema';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createPhotoWorld, jpeg } from './photos.fixtures';

describe.each(engines)('DELETE /api/photos/:id and PUT /api/photos/:id/featured on %s', (engine) => {
  let image: Buffer;
  const w = useWorld(() => createPhotoWorld(engine));
  beforeAll(async () => {
    image = await jpeg(64, 64);
  });

  /** A sale of the owner with three uploaded photos (files on disk), the first featured. */
  async function saleWithPhotos(): Promise<{ saleId: number; photos: Photo[] }> {
    const saleId = await w.sale();
    const files = ['a', 'b', 'c'].map((n) => ({ name: `${n}.jpg`, data: image }));
    const response = await w.upload(saleId, w.owner, files);
    expect(response.statusCode, response.body).toBe(201);
    return { saleId, photos: PhotoListSchema.parse(response.json()) };
  }
  const fileNames = (photo: Photo) => [photo.url, photo.thumbnailUrl ?? ''].map((url) => path.basename(url));
  const featuredIds = async (saleId: number) =>
    (await w.rows(saleId)).filter((row) => row.isFeatured).map((row) => row.id);

  it('deletes a photo, its row and its files, leaving the featured one alone', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const [first, second] = photos as [Photo, Photo];
    const response = await w.call('DELETE', `/api/photos/${second.id}`, w.owner, { saleId });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await w.rows(saleId)).map((row) => row.id)).toEqual([first.id, photos[2]?.id]);
    expect(await featuredIds(saleId)).toEqual([first.id]);
    for (const name of fileNames(second)) expect(w.files()).not.toContain(name);
    for (const name of fileNames(first)) expect(w.files()).toContain(name);
  });

  it('makes the first remaining photo featured when the featured one is deleted', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const [first, second] = photos as [Photo, Photo];
    const response = await w.call('DELETE', `/api/photos/${first.id}`, w.owner, { saleId });
    expect(response.statusCode).toBe(204);
    expect(await featuredIds(saleId)).toEqual([second.id]);
    const sale = await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}` });
    expect(sale.json().featuredPhoto).toBe(second.url);
  });

  it('clears the photo of the items that showed a deleted photo, and keeps the items (issue 26)', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const [first, second] = photos as [Photo, Photo];
    await w.t.database.db.insert(saleItems).values([
      { saleId, position: 0, name: 'Crib', photoId: second.id },
      { saleId, position: 1, name: 'Lamp', photoId: first.id },
    ]);
    const response = await w.call('DELETE', `/api/photos/${second.id}`, w.owner, { saleId });
    expect(response.statusCode).toBe(204);
    const sale = SaleSchema.parse(
      (await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}` })).json(),
    );
    expect(sale.items?.map((item) => [item.name, item.photoId])).toEqual([
      ['Crib', null],
      ['Lamp', first.id],
    ]);
  });

  it('makes one photo the only featured one and answers the whole list', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const third = photos[2] as Photo;
    const response = await w.call('PUT', `/api/photos/${third.id}/featured`, w.owner, { saleId });
    expect(response.statusCode, response.body).toBe(200);
    const list = PhotoListSchema.parse(response.json());
    expect(list.map((photo) => [photo.id, photo.isFeatured])).toEqual([
      [photos[0]?.id, false],
      [photos[1]?.id, false],
      [third.id, true],
    ]);
    // Featuring it again is fine.
    const again = await w.call('PUT', `/api/photos/${third.id}/featured`, w.owner, { saleId });
    expect(again.statusCode).toBe(200);
    expect(await featuredIds(saleId)).toEqual([third.id]);
  });

  it('shows the new featured photo on the cached Explore list at once', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const list = async () => {
      const response = await w.t.app.inject({ method: 'GET', url: '/api/garage-sales?fields=full' });
      return response.json().find((sale: { id: number }) => sale.id === saleId)?.featuredPhoto;
    };
    expect(await list()).toBe(photos[0]?.url);
    await w.call('PUT', `/api/photos/${photos[1]?.id}/featured`, w.owner, { saleId });
    expect(await list()).toBe(photos[1]?.url);
  });

  it('answers 404 for a photo of another sale, and for an unknown sale or photo', async () => {
    const mine = await saleWithPhotos();
    const theirs = await saleWithPhotos();
    const photoOfTheirs = theirs.photos[1] as Photo;
    for (const method of ['DELETE', 'PUT'] as const) {
      const url = (id: number) => (method === 'PUT' ? `/api/photos/${id}/featured` : `/api/photos/${id}`);
      const wrongSale = await w.call(method, url(photoOfTheirs.id), w.owner, { saleId: mine.saleId });
      expect([wrongSale.statusCode, wrongSale.json()]).toEqual([404, { message: 'Photo not found' }]);
      const unknownPhoto = await w.call(method, url(999_999), w.owner, { saleId: mine.saleId });
      expect(unknownPhoto.statusCode).toBe(404);
      const unknownSale = await w.call(method, url(photoOfTheirs.id), w.owner, { saleId: 999_999 });
      expect([unknownSale.statusCode, unknownSale.json()]).toEqual([404, { message: 'Sale not found' }]);
    }
    expect((await w.rows(theirs.saleId)).map((row) => [row.id, row.isFeatured])).toEqual(
      theirs.photos.map((photo) => [photo.id, photo.isFeatured]),
    );
  });

  it('answers 401 to a guest, 403 to another user, 400 for a bad body, and lets an admin do both', async () => {
    const { saleId, photos } = await saleWithPhotos();
    const [first, second] = photos as [Photo, Photo];
    for (const [method, url] of [
      ['PUT', `/api/photos/${second.id}/featured`],
      ['DELETE', `/api/photos/${second.id}`],
    ] as const) {
      const guest = await w.call(method, url, undefined, { saleId });
      expect([guest.statusCode, guest.json()]).toEqual([401, { message: 'Please log in to continue' }]);
      // 401 comes before the body is checked.
      expect((await w.call(method, url, undefined, {})).statusCode).toBe(401);
      const other = await w.call(method, url, w.other, { saleId });
      expect(other.statusCode).toBe(403);
      for (const body of [{}, { saleId: 'x' }, { saleId: -1 }]) {
        expect((await w.call(method, url, w.owner, body)).statusCode).toBe(400);
      }
    }
    expect(await featuredIds(saleId)).toEqual([first.id]);
    expect(await w.rows(saleId)).toHaveLength(3);

    const featured = await w.call('PUT', `/api/photos/${second.id}/featured`, w.admin, { saleId });
    expect(featured.statusCode).toBe(200);
    const deleted = await w.call('DELETE', `/api/photos/${second.id}`, w.admin, { saleId });
    expect(deleted.statusCode).toBe(204);
    expect(await featuredIds(saleId)).toEqual([first.id]);
  });
});
