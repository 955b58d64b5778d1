import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { engines } from '../test-support/test-database';
import { createPhotoWorld, jpeg, type PhotoWorld } from './photos.fixtures';

const CDN = 'https://cdn.example.test/garage-photos';

describe.each(engines)('S3_PUBLIC_URL: photos loaded straight from a CDN, on %s', (engine) => {
  let s3: TestS3;
  let w: PhotoWorld;
  beforeAll(async () => {
    s3 = await startS3Server();
    w = await createPhotoWorld(engine, { ...s3.env, S3_PUBLIC_URL: `${CDN}/` });
  });
  afterAll(async () => {
    await w.t.close();
    await s3.close();
  });

  it('answers photo urls under S3_PUBLIC_URL everywhere, each naming an object of the bucket', async () => {
    const saleId = await w.sale();
    const uploaded = await w.upload(saleId, w.owner, [{ name: 'vase.jpg', data: await jpeg() }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = PhotoListSchema.parse(uploaded.json());
    expect(photo?.url).toMatch(new RegExp(`^${CDN}/[0-9a-f-]{36}\\.jpg$`));
    expect(photo?.thumbnailUrl).toMatch(new RegExp(`^${CDN}/[0-9a-f-]{36}-thumb\\.webp$`));
    const keys = [photo?.url, photo?.thumbnailUrl].map((url) => (url as string).slice(CDN.length + 1));
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));

    // The database keeps the storage-neutral path; only the answers change.
    expect((await w.rows(saleId))[0]?.url).toBe(`/uploads/${keys[0]}`);
    const listed = await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}/photos` });
    expect(listed.json()).toEqual([
      expect.objectContaining({ url: photo?.url, thumbnailUrl: photo?.thumbnailUrl }),
    ]);
    const detail = await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}` });
    expect(detail.json()).toMatchObject({
      featuredPhoto: photo?.url,
      featuredThumbnail: photo?.thumbnailUrl,
    });
    const list = await w.t.app.inject({ method: 'GET', url: '/api/garage-sales' });
    const card = (list.json() as { id: number; featuredThumbnail: string }[]).find((s) => s.id === saleId);
    expect(card?.featuredThumbnail).toBe(photo?.thumbnailUrl);
    const mine = await w.t.app.inject({
      method: 'GET',
      url: '/api/my-sales',
      headers: { cookie: w.owner.cookie },
    });
    expect(JSON.stringify(mine.json())).toContain(photo?.url as string);

    // The app still serves the same object at its /uploads/ path (old links, cached pages).
    const served = await w.t.app.inject({ method: 'GET', url: `/uploads/${keys[0]}` });
    expect(served.rawPayload.equals((await s3.object(keys[0] as string)) as Buffer)).toBe(true);
  });

  it('leaves urls that are not ours as they are', async () => {
    const saleId = await w.sale({ photos: [{ url: 'https://elsewhere.example/a.jpg', isFeatured: true }] });
    const detail = await w.t.app.inject({ method: 'GET', url: `/api/garage-sales/${saleId}` });
    expect(detail.json()).toMatchObject({ featuredPhoto: 'https://elsewhere.example/a.jpg' });
  });
});
