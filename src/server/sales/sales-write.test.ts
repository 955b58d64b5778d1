import { describe, expect, it } from 'vitest';
import { type Sale, SaleSchema } from '../../shared/schemas/sale';
import { PAST_START_MESSAGE } from '../../shared/schemas/sale-form';
import type { SignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { PAST_END_MESSAGE } from './sale-write-rules';
import { createSellerWorld, linkedCategories, storedSale } from './sales-write.fixtures';

describe.each(engines)('POST and PUT /api/garage-sales on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));
  const edit = (id: number, as: SignedInUser, payload: unknown) =>
    w.call('PUT', `/api/garage-sales/${id}`, as, payload);

  it('creates a sale for the signed-in user: 201 with the whole sale, marked as theirs', async () => {
    const body = w.body({
      city: 'stony plain',
      neighborhood: 'old town',
      categoryIds: [w.cat.toys, w.cat.books],
    });
    const response = await w.call('POST', '/api/garage-sales', w.owner, body);
    expect(response.statusCode, response.body).toBe(201);
    const sale = SaleSchema.parse(response.json());
    expect(sale).toEqual({
      id: expect.any(Number),
      title: 'Moving sale',
      description: 'Furniture and tools',
      address: '123 Main Street',
      // The reference data's spelling, not the user's.
      city: 'Stony Plain',
      neighborhood: 'Old Town',
      position: { lat: 53.53, lng: -114 },
      startDate: w.day(1),
      endDate: w.day(2),
      startTime: '08:00',
      endTime: '16:00',
      schedule: [
        { date: w.day(1), startTime: '08:00', endTime: '16:00' },
        { date: w.day(2), startTime: '09:00', endTime: '15:00' },
      ],
      dateRange: { from: w.day(1), to: w.day(2) },
      categories: [
        { id: w.cat.books, name: 'Books' },
        { id: w.cat.toys, name: 'Toys' },
      ],
      categoryIds: [w.cat.books, w.cat.toys],
      featuredPhoto: null,
      featuredThumbnail: null,
      userId: w.owner.id,
      isActive: true,
      isCompleted: false,
      isMine: true,
      isFavorite: false,
      // When it was posted, to the minute (the cards' "New" badge, issue 26).
      postedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/),
    });
    const row = await storedSale(w, sale.id);
    expect(row).toMatchObject({
      userId: w.owner.id,
      city: 'Stony Plain',
      neighborhood: 'Old Town',
      isCompleted: false,
    });
    expect(await linkedCategories(w, sale.id)).toEqual([w.cat.books, w.cat.toys].sort((a, b) => a - b));
    // A later GET answers the same sale.
    const read = await w.call('GET', `/api/garage-sales/${sale.id}`, w.owner);
    expect(read.json()).toEqual(sale);
  });

  it("stores the first scheduled day's times as the sale's, whatever startTime and endTime the body says", async () => {
    // The schedule out of order: the first day is the earliest date, not the first entry.
    const scheduleData = JSON.stringify([
      { date: w.day(2), startTime: '12:00', endTime: '18:00' },
      { date: w.day(1), startTime: '09:30', endTime: '14:45' },
    ]);
    const created = await w.call(
      'POST',
      '/api/garage-sales',
      w.owner,
      w.body({ startTime: '06:00', endTime: '07:00', scheduleData }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = SaleSchema.parse(created.json());
    const times = async () => {
      const row = await storedSale(w, id);
      return [row?.startTime.slice(0, 5), row?.endTime.slice(0, 5)];
    };
    expect(await times()).toEqual(['09:30', '14:45']);
    expect(created.json()).toMatchObject({ startTime: '09:30', endTime: '14:45' });

    const edited = await edit(
      id,
      w.owner,
      w.body({
        startTime: '20:00',
        endTime: '21:00',
        scheduleData: JSON.stringify([{ date: w.day(1), startTime: '10:00', endTime: '11:00' }]),
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await times()).toEqual(['10:00', '11:00']);
  });

  it('answers 401 to a guest and stores nothing', async () => {
    const before = await w.saleCount();
    const response = await w.call('POST', '/api/garage-sales', undefined, w.body());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue' });
    // Even a body that would not validate: who asks is checked first.
    expect((await w.call('POST', '/api/garage-sales', undefined, { title: 'x' })).statusCode).toBe(401);
    expect(await w.saleCount()).toBe(before);
  });

  it('ignores keys the server owns (userId, isCompleted, isActive, id, timestamps)', async () => {
    const body = w.body({
      id: 999_999,
      userId: w.other.id,
      isCompleted: true,
      isActive: false,
      createdAt: '2000-01-01T00:00:00Z',
      updatedAt: '2000-01-01T00:00:00Z',
    });
    const response = await w.call('POST', '/api/garage-sales', w.owner, body);
    expect(response.statusCode, response.body).toBe(201);
    const sale = SaleSchema.parse(response.json());
    expect(sale.id).not.toBe(999_999);
    const row = await storedSale(w, sale.id);
    expect(row).toMatchObject({ userId: w.owner.id, isCompleted: false, isActive: true });
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);

    const put = await edit(sale.id, w.owner, {
      ...w.body({ title: 'Renamed' }),
      userId: w.other.id,
      isCompleted: true,
      isActive: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await storedSale(w, sale.id)).toMatchObject({
      title: 'Renamed',
      userId: w.owner.id,
      isCompleted: false,
      isActive: true,
    });
  });

  it('stores no neighborhood for "none" or empty, no description for empty, and each category once', async () => {
    for (const neighborhood of ['none', '', null, undefined]) {
      const body = w.body({ neighborhood, description: '  ', categoryIds: [w.cat.toys, w.cat.toys] });
      const response = await w.call('POST', '/api/garage-sales', w.owner, body);
      expect(response.statusCode, response.body).toBe(201);
      const sale = response.json() as Sale;
      expect(sale).toMatchObject({ neighborhood: null, description: null, categoryIds: [w.cat.toys] });
    }
  });

  it('stores the schedule sorted by day and re-serialised', async () => {
    const scheduleData = JSON.stringify([
      { date: w.day(2), startTime: '10:00', endTime: '12:00', extra: 'dropped' },
      { date: w.day(1), startTime: '07:00', endTime: '09:00' },
    ]);
    const response = await w.call('POST', '/api/garage-sales', w.owner, w.body({ scheduleData }));
    expect(response.statusCode, response.body).toBe(201);
    const row = await storedSale(w, (response.json() as Sale).id);
    expect(JSON.parse(row?.scheduleData ?? '')).toEqual([
      { date: w.day(1), startTime: '07:00', endTime: '09:00' },
      { date: w.day(2), startTime: '10:00', endTime: '12:00' },
    ]);
  });

  it('updates every field and replaces the categories', async () => {
    const id = await w.sale({ categoryIds: [w.cat.books, w.cat.toys], neighborhood: 'Old Town' });
    const body = w.body(
      {
        title: 'Estate sale',
        description: 'Everything must go',
        address: '55 Other Avenue',
        city: 'SPRUCE GROVE',
        neighborhood: 'westwind',
        position: { lat: 53.54, lng: -113.9 },
        startTime: '09:00',
        endTime: '17:00',
        categoryIds: [w.cat.tools],
        scheduleData: JSON.stringify([
          { date: w.day(3), startTime: '09:00', endTime: '17:00' },
          { date: w.day(4), startTime: '10:00', endTime: '12:00' },
        ]),
      },
      3,
    );
    const response = await edit(id, w.owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(SaleSchema.parse(response.json())).toMatchObject({
      id,
      title: 'Estate sale',
      description: 'Everything must go',
      address: '55 Other Avenue',
      city: 'Spruce Grove',
      neighborhood: 'Westwind',
      position: { lat: 53.54, lng: -113.9 },
      startDate: w.day(3),
      endDate: w.day(4),
      startTime: '09:00',
      endTime: '17:00',
      categoryIds: [w.cat.tools],
      userId: w.owner.id,
      isMine: true,
    });
    expect(await linkedCategories(w, id)).toEqual([w.cat.tools]);
  });

  it('lets a running sale keep its past start day, but not move it into the past or end before today', async () => {
    const id = await w.sale({ startDate: w.day(-2), endDate: w.day(1) });
    const keep = w.body({ title: 'Still running', startDate: w.day(-2), endDate: w.day(2) });
    keep.scheduleData = JSON.stringify([{ date: w.day(-2), startTime: '08:00', endTime: '16:00' }]);
    const kept = await edit(id, w.owner, keep);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedSale(w, id)).toMatchObject({
      title: 'Still running',
      startDate: w.day(-2),
      endDate: w.day(2),
    });

    const moved = await edit(id, w.owner, {
      ...keep,
      startDate: w.day(-1),
      scheduleData: JSON.stringify([{ date: w.day(-1), startTime: '08:00', endTime: '16:00' }]),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ message: PAST_START_MESSAGE });

    const ended = await edit(id, w.owner, { ...keep, endDate: w.day(-1) });
    expect(ended.statusCode).toBe(400);
    expect(ended.json()).toMatchObject({ message: PAST_END_MESSAGE });
    expect(await storedSale(w, id)).toMatchObject({ startDate: w.day(-2), endDate: w.day(2) });
  });

  it('lets a sale keep a city or neighborhood deactivated since it was made', async () => {
    const id = await w.sale({ city: 'Gone Town' });
    const response = await edit(id, w.owner, w.body({ city: 'gone town' }));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Sale).city).toBe('Gone Town');

    const inQuarter = await w.sale({ neighborhood: 'Closed Quarter' });
    const again = await edit(inQuarter, w.owner, w.body({ neighborhood: 'Closed Quarter' }));
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Sale).neighborhood).toBe('Closed Quarter');
  });

  it("lets an admin edit any sale, which stays its owner's", async () => {
    const id = await w.sale();
    const response = await edit(id, w.admin, w.body({ title: 'Fixed by admin' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Fixed by admin', userId: w.owner.id, isMine: false });
    expect(await storedSale(w, id)).toMatchObject({ userId: w.owner.id, title: 'Fixed by admin' });
  });
});
