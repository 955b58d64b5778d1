import { describe, expect, it } from 'vitest';
import { type ApiError, ApiErrorSchema } from '../../shared/schemas/common';
import { PAST_START_MESSAGE, type SaleWrite } from '../../shared/schemas/sale-form';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import {
  UNKNOWN_CATEGORY_MESSAGE,
  UNKNOWN_CITY_MESSAGE,
  UNKNOWN_NEIGHBORHOOD_MESSAGE,
} from './sale-write-rules';
import { createSellerWorld, linkedCategories, type SellerWorld, storedSale } from './sales-write.fixtures';

describe.each(engines)('validation of POST and PUT /api/garage-sales on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));

  const invalid: [string, (w: SellerWorld) => Partial<SaleWrite> | SaleWrite, string, string][] = [
    ['a short title', () => ({ title: 'ab' }), 'title', 'Title must be at least 3 characters long'],
    ['a short address', () => ({ address: 'abc' }), 'address', 'Address must be at least 5 characters long'],
    ['no category', () => ({ categoryIds: [] }), 'categoryIds', 'Select at least one category'],
    [
      'a schedule that is not JSON',
      () => ({ scheduleData: '[{' }),
      'scheduleData',
      'The schedule is not valid JSON',
    ],
    [
      'a schedule day outside the dates',
      (w) => ({ scheduleData: JSON.stringify([{ date: w.day(5), startTime: '08:00', endTime: '10:00' }]) }),
      'scheduleData',
      'Every scheduled day must fall within the sale dates',
    ],
    [
      'an end before the start',
      (w) => ({ startDate: w.day(3), endDate: w.day(2) }),
      'endDate',
      'End date must be after or equal to start date',
    ],
    ['a start in the past', (w) => w.body({}, -1), 'startDate', PAST_START_MESSAGE],
    ['an unknown city', () => ({ city: 'Atlantis' }), 'city', UNKNOWN_CITY_MESSAGE],
    ['an inactive city', () => ({ city: 'Gone Town' }), 'city', UNKNOWN_CITY_MESSAGE],
    [
      'a neighborhood of another city',
      () => ({ neighborhood: 'Westwind' }),
      'neighborhood',
      UNKNOWN_NEIGHBORHOOD_MESSAGE,
    ],
    [
      'an inactive neighborhood',
      () => ({ neighborhood: 'Closed Quarter' }),
      'neighborhood',
      UNKNOWN_NEIGHBORHOOD_MESSAGE,
    ],
    [
      'an unknown category',
      (w) => ({ categoryIds: [w.cat.books, 2_000_000] }),
      'categoryIds',
      UNKNOWN_CATEGORY_MESSAGE,
    ],
  ];

  it.each(invalid)(
    'refuses %s with 400 and its message, storing nothing',
    async (_name, change, path, message) => {
      const before = await w.saleCount();
      const response = await w.call('POST', '/api/garage-sales', w.owner, w.body(change(w)));
      expect(response.statusCode, response.body).toBe(400);
      const error: ApiError = ApiErrorSchema.parse(response.json());
      expect(error.message).toContain(message);
      expect(error.issues).toContainEqual({ path, message });
      expect(await w.saleCount()).toBe(before);
    },
  );

  it.each(invalid)('refuses an update with %s, changing nothing', async (_name, change, path, message) => {
    const id = await w.sale({ title: 'Untouched', categoryIds: [w.cat.tools] });
    const response = await w.call('PUT', `/api/garage-sales/${id}`, w.owner, w.body(change(w)));
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).issues).toContainEqual({ path, message });
    expect(await storedSale(w, id)).toMatchObject({ title: 'Untouched', city: 'Stony Plain' });
    expect(await linkedCategories(w, id)).toEqual([w.cat.tools]);
  });

  it('refuses a category id beyond the database integer with 400 on create and update', async () => {
    const before = await w.saleCount();
    const created = await w.call(
      'POST',
      '/api/garage-sales',
      w.owner,
      w.body({ categoryIds: [3_000_000_000] }),
    );
    expect(created.statusCode, created.body).toBe(400);
    expect(ApiErrorSchema.parse(created.json()).issues).toContainEqual({
      path: 'categoryIds.0',
      message: 'Unknown category',
    });
    expect(await w.saleCount()).toBe(before);
    const id = await w.sale({ title: 'Untouched', categoryIds: [w.cat.tools] });
    const updated = await w.call(
      'PUT',
      `/api/garage-sales/${id}`,
      w.owner,
      w.body({ categoryIds: [w.cat.books, 3_000_000_000] }),
    );
    expect(updated.statusCode, updated.body).toBe(400);
    expect(await linkedCategories(w, id)).toEqual([w.cat.tools]);
  });

  it('names every failed server check at once', async () => {
    const body = w.body({ city: 'Atlantis', categoryIds: [2_000_000] }, -1);
    const response = await w.call('POST', '/api/garage-sales', w.owner, body);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).issues?.map((issue) => issue.path)).toEqual([
      'startDate',
      'city',
      'categoryIds',
    ]);
  });
});
