import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { SaleSchema } from '../../shared/schemas/sale';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertSale, insertUser } from '../tools/factories';

describe.each(engines)('GET /api/garage-sales/:id on %s', (engine) => {
  let today: string;
  let userId: number;
  let books: number;
  const get = (id: string | number) => t.app.inject({ method: 'GET', url: `/api/garage-sales/${id}` });

  const t = useTestApp(engine);
  beforeAll(async () => {
    today = todayIn(t.config.timeZone);
    ({ id: userId } = await insertUser(t.database.db, { email: 'seller@example.org' }));
    books = await insertCategory(t.database.db, { name: 'Books' });
  });

  const sale = (title: string, extra: { isActive?: boolean; isCompleted?: boolean; from?: number } = {}) =>
    insertSale(t.database.db, {
      userId,
      title,
      description: 'Many things',
      address: '10 Detail Drive',
      city: 'Stony Plain',
      neighborhood: 'Old Town',
      position: { lat: 53.53, lng: -114 },
      startDate: addDaysIso(today, extra.from ?? 2),
      endDate: addDaysIso(today, (extra.from ?? 2) + 1),
      categoryIds: [books],
      photos: [{ url: '/uploads/a.jpg', thumbnailUrl: '/uploads/a-thumb.webp' }],
      isActive: extra.isActive,
      isCompleted: extra.isCompleted,
    });

  it('answers a sale with every field, even one outside this week', async () => {
    const id = await sale('Next month', { from: 30 });
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    const body = SaleSchema.parse(response.json());
    expect(body).toEqual({
      id,
      title: 'Next month',
      description: 'Many things',
      address: '10 Detail Drive',
      city: 'Stony Plain',
      neighborhood: 'Old Town',
      position: { lat: 53.53, lng: -114 },
      startDate: addDaysIso(today, 30),
      endDate: addDaysIso(today, 31),
      startTime: '08:00',
      endTime: '16:00',
      schedule: [
        { date: addDaysIso(today, 30), startTime: '08:00', endTime: '16:00' },
        { date: addDaysIso(today, 31), startTime: '08:00', endTime: '16:00' },
      ],
      dateRange: { from: addDaysIso(today, 30), to: addDaysIso(today, 31) },
      categories: [{ id: books, name: 'Books' }],
      categoryIds: [books],
      featuredPhoto: '/uploads/a.jpg',
      featuredThumbnail: '/uploads/a-thumb.webp',
      userId,
      isActive: true,
      isCompleted: false,
      // Posted just now, to the minute in UTC (the cards' "New" badge, issue 26).
      postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/),
    });
    expect(Math.abs(Date.parse(body.postedAt) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('answers a completed sale, flagged as completed', async () => {
    const id = await sale('Done', { isCompleted: true });
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    expect(SaleSchema.parse(response.json()).isCompleted).toBe(true);
  });

  it('answers 404 "Sale not found" for an unknown or hidden sale', async () => {
    const hidden = await sale('Hidden', { isActive: false });
    for (const id of [hidden, 2_000_000_000]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Sale not found' });
    }
  });

  it.each(['abc', '1.5', '-3', '0', '99999999999', '%20', '1e3', '0x10', '007', '%201'])(
    'answers 400 for the id %s',
    async (id) => {
      const response = await get(id);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/id/i);
    },
  );
});
