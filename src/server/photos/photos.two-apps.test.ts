import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { createSecondApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createPhotoWorld, jpeg, type PhotoWorld } from './photos.fixtures';

const keyOf = (url: string | null) => (url ?? '').replace('/uploads/', '');

// Two servers behind one load balancer: one database (its own connections each on PostgreSQL), one
// bucket, nothing shared on disk. What one uploads the other serves and deletes.
describe.each(engines)('two app instances on one %s database and one bucket', (engine) => {
  let s3: TestS3;
  let w: PhotoWorld;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    w = await createPhotoWorld(engine, s3.env);
    b = await createSecondApp(w.t, s3.env);
  });
  afterAll(async () => {
    await b.close();
    await w.t.close();
    await s3.close();
  });

  it('serves through B a photo uploaded through A, and B deletes its objects', async () => {
    expect(b.config.uploadsDir).not.toBe(w.t.config.uploadsDir);
    const saleId = await w.sale();
    const uploaded = await w.upload(saleId, w.owner, [{ name: 'bike.jpg', data: await jpeg(800, 600, 200) }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = PhotoListSchema.parse(uploaded.json());
    if (!photo) throw new Error('no photo answered');
    const keys = [keyOf(photo.url), keyOf(photo.thumbnailUrl)];

    const served = await b.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await s3.object(keys[0] as string)) as Buffer)).toBe(true);
    const listed = await b.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}/photos` });
    expect(listed.json()).toEqual([expect.objectContaining({ id: photo.id, url: photo.url })]);

    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: { cookie: w.owner.cookie },
      payload: { saleId },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
    expect((await w.t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  it('removes through B the objects of a sale whose photos came through A', async () => {
    const saleId = await w.sale();
    const uploaded = await w.upload(saleId, w.owner, [{ name: 'desk.jpg', data: await jpeg(640, 480, 90) }]);
    const keys = PhotoListSchema.parse(uploaded.json()).flatMap((p) => [keyOf(p.url), keyOf(p.thumbnailUrl)]);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    const removed = await b.app.inject({
      method: 'DELETE',
      url: `/api/garage-sales/${saleId}`,
      headers: { cookie: w.owner.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
  });
});
