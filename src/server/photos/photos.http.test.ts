import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { engines } from '../test-support/test-database';
import { TOO_MANY_PHOTOS_MESSAGE } from './photo-upload';
import { createPhotoWorld, jpeg, type PhotoWorld, photoForm } from './photos.fixtures';

/**
 * Over a real socket, as a browser uploads: a refusal must reach the client as our answer even when it
 * comes before the (large) body has been read, not as a broken connection.
 */
describe.each(engines)('photo uploads over HTTP on %s', (engine) => {
  let w: PhotoWorld;
  let base: string;
  beforeAll(async () => {
    w = await createPhotoWorld(engine);
    base = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => w.t.close());

  const post = (saleId: number, cookie: string | undefined, form: FormData) =>
    fetch(`${base}/api/garage-sales/${saleId}/photos`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
      body: form,
    });
  // About 6 MB that is still read after an early refusal.
  const padding = { name: 'padding.jpg', data: Buffer.alloc(6 * 1024 * 1024, 7) };

  it('accepts photos sent with fetch and FormData', async () => {
    const saleId = await w.sale();
    const form = photoForm([
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg(500, 500, 200) },
    ]);
    form.append('featuredPhotoIndex', '1');
    const response = await post(saleId, w.owner.cookie, form);
    expect(response.status).toBe(201);
    const list = PhotoListSchema.parse(await response.json());
    expect(list.map((photo) => photo.isFeatured)).toEqual([false, true]);
    const image = await fetch(`${base}${list[1]?.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers "Too many photos" to a full sale before reading its large body', async () => {
    const full = await w.sale({
      photos: ['1', '2', '3', '4', '5'].map((n) => ({ url: `/uploads/${n}.jpg` })),
    });
    const response = await post(full, w.owner.cookie, photoForm([padding]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
  });

  it('answers a refusal in the middle of a body, and the next request on the server still works', async () => {
    const saleId = await w.sale({ photos: ['1', '2', '3', '4'].map((n) => ({ url: `/uploads/${n}.jpg` })) });
    const image = await jpeg(64, 64);
    const form = photoForm([{ name: 'a.jpg', data: image }, { name: 'b.jpg', data: image }, padding]);
    const response = await post(saleId, w.owner.cookie, form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
    const other = await post(saleId, w.other.cookie, photoForm([padding]));
    expect(other.status).toBe(403);
    const guest = await post(saleId, undefined, photoForm([padding]));
    expect(guest.status).toBe(401);
    const ok = await post(saleId, w.owner.cookie, photoForm([{ name: 'c.jpg', data: image }]));
    expect(ok.status).toBe(201);
  });
});
