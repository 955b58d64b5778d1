import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';

describe.each(engines)('GET /api/garage-sales/:id/photos on %s', (engine) => {
  let userId: number;
  const get = (id: string | number) => t.app.inject({ method: 'GET', url: `/api/garage-sales/${id}/photos` });
  const sale = (photos: { url: string; isFeatured?: boolean; caption?: string }[], isActive = true) => {
    const today = todayIn(t.config.timeZone);
    return insertSaleOn(t.database.db, userId, today, { title: 'With photos', photos, isActive });
  };

  const t = useTestApp(engine);
  beforeAll(async () => {
    ({ id: userId } = await insertUser(t.database.db, { email: 'photos@example.org' }));
  });

  it('lists the photos of a sale by sortOrder', async () => {
    const id = await sale([
      { url: '/uploads/one.jpg', caption: 'First' },
      { url: '/uploads/two.jpg', isFeatured: true },
      { url: '/uploads/three.jpg' },
    ]);
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    const photos = PhotoListSchema.parse(response.json());
    expect(photos.map((photo) => [photo.url, photo.sortOrder, photo.isFeatured, photo.caption])).toEqual([
      ['/uploads/one.jpg', 0, false, 'First'],
      ['/uploads/two.jpg', 1, true, null],
      ['/uploads/three.jpg', 2, false, null],
    ]);
    expect(photos.every((photo) => photo.thumbnailUrl === null && Number.isInteger(photo.id))).toBe(true);
  });

  it('answers [] for a sale without photos', async () => {
    const response = await get(await sale([]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an unknown or hidden sale and 400 for a bad id', async () => {
    const hidden = await sale([{ url: '/uploads/secret.jpg' }], false);
    for (const id of [hidden, 123456]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Sale not found' });
    }
    expect((await get('x')).statusCode).toBe(400);
  });
});
