import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { ORPHAN_MIN_AGE_MS } from '../photo-store/orphan-files';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { engines } from '../test-support/test-database';
import { runMaintenance } from '../tools/maintenance';
import { createPhotoWorld, jpeg, type PhotoWorld, png } from './photos.fixtures';

const keyOf = (url: string | null) => (url ?? '').replace('/uploads/', '');

describe.each(engines)('photos in an S3 bucket (PHOTO_STORAGE=s3) on %s', (engine) => {
  let s3: TestS3;
  let w: PhotoWorld;
  beforeAll(async () => {
    s3 = await startS3Server();
    w = await createPhotoWorld(engine, s3.env);
  });
  afterAll(async () => {
    await w.t.close();
    await s3.close();
  });

  /** Uploads two photos to a new sale: their rows' keys, as the API answered them. */
  async function saleWithPhotos() {
    const saleId = await w.sale();
    const response = await w.upload(saleId, w.owner, [
      { name: 'lamp.jpg', data: await jpeg(900, 600) },
      { name: 'rug.png', data: await png() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const list = PhotoListSchema.parse(response.json());
    const keys = list.flatMap((photo) => [keyOf(photo.url), keyOf(photo.thumbnailUrl)]);
    return { saleId, list, keys };
  }

  it('stores an upload and its thumbnail in the bucket, not in the uploads folder', async () => {
    const { list, keys } = await saleWithPhotos();
    expect(list[0]?.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(keys).toHaveLength(4);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    expect(fs.readdirSync(w.t.config.uploadsDir)).toEqual([]);
    const thumb = await s3.object(keys[1] as string);
    expect(thumb?.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('serves the stored bytes at /uploads/ with the image type, the year-long cache and an ETag', async () => {
    const { list } = await saleWithPhotos();
    const url = list[0]?.url as string;
    const response = await w.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals((await s3.object(keyOf(url))) as Buffer)).toBe(true);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await w.t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a JSON 404 for a missing object and for an object that is not a photo', async () => {
    await s3.putObject('evil.svg', Buffer.from('<svg onload="alert(1)"/>'));
    await s3.putObject('page.html', Buffer.from('<script>alert(1)</script>'));
    for (const url of [
      '/uploads/missing.jpg',
      '/uploads/evil.svg',
      '/uploads/page.html',
      '/uploads/../x.jpg',
    ]) {
      const response = await w.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('removes the objects of a deleted photo and keeps the others', async () => {
    const { saleId, list, keys } = await saleWithPhotos();
    const photo = list[0] as (typeof list)[number];
    const response = await w.call('DELETE', `/api/photos/${photo.id}`, w.owner, { saleId });
    expect(response.statusCode, response.body).toBe(204);
    const left = await s3.keys();
    expect(left).not.toContain(keys[0]);
    expect(left).not.toContain(keys[1]);
    expect(left).toEqual(expect.arrayContaining(keys.slice(2)));
    expect((await w.t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it('removes every object of a deleted sale', async () => {
    const { saleId, keys } = await saleWithPhotos();
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    const response = await w.call('DELETE', `/api/garage-sales/${saleId}`, w.owner);
    expect(response.statusCode, response.body).toBe(204);
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
  });

  it('sweeps old objects no row points at, keeping referenced, recent and foreign ones', async () => {
    const { keys } = await saleWithPhotos();
    const stray = '0b9e4a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b.jpg';
    await s3.putObject(stray, Buffer.from('left by a crash'));
    await s3.putObject('legacy-photo.jpg', Buffer.from('not one of our names'));
    // Now is not old enough for anything.
    await runMaintenance(w.t.database, new Date(), w.t.app.photoStore);
    expect(await s3.keys()).toContain(stray);
    await runMaintenance(w.t.database, new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000), w.t.app.photoStore);
    const left = await s3.keys();
    expect(left).not.toContain(stray);
    expect(left).toEqual(expect.arrayContaining([...keys, 'legacy-photo.jpg']));
  });
});
