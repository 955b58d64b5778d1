import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSellerWorld, linkedCategories, storedSale } from './sales-write.fixtures';
import { insertSaleRow, replaceCategoryLinks } from './sales-write.repo';

// The link write fails on demand, after the sale row was written in the same transaction.
const failLinks = vi.hoisted(() => ({ on: false }));
vi.mock('./sales-write.repo', async (importOriginal) => {
  const original = await importOriginal<typeof import('./sales-write.repo')>();
  return {
    ...original,
    replaceCategoryLinks: vi.fn(async (...args: Parameters<typeof original.replaceCategoryLinks>) => {
      await original.replaceCategoryLinks(...args);
      if (failLinks.on) throw new Error('forced failure after the links were written');
    }),
  };
});

describe.each(engines)('a sale and its category links are written together on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));
  afterEach(() => {
    failLinks.on = false;
  });

  it('leaves no sale row when the links fail on create', async () => {
    const before = await w.saleCount();
    failLinks.on = true;
    const response = await w.call('POST', '/api/garage-sales', w.owner, w.body({ title: 'Half made' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(await w.saleCount()).toBe(before);
  });

  it('leaves the sale and its links as they were when the links fail on update', async () => {
    const id = await w.sale({ title: 'Before', categoryIds: [w.cat.books] });
    failLinks.on = true;
    const body = w.body({ title: 'After', categoryIds: [w.cat.toys] });
    expect((await w.call('PUT', `/api/garage-sales/${id}`, w.owner, body)).statusCode).toBe(500);
    expect(await storedSale(w, id)).toMatchObject({ title: 'Before' });
    expect(await linkedCategories(w, id)).toEqual([w.cat.books]);
    failLinks.on = false;
    expect((await w.call('PUT', `/api/garage-sales/${id}`, w.owner, body)).statusCode).toBe(200);
    expect(await linkedCategories(w, id)).toEqual([w.cat.toys]);
  });

  it('rolls back the row when a link points at no category (the foreign key)', async () => {
    const db = w.t.database.db;
    const before = await w.saleCount();
    await expect(
      db.transaction(async (tx) => {
        const id = await insertSaleRow(tx, w.owner.id, {
          title: 'Orphan',
          description: null,
          address: '1 Nowhere Road',
          city: 'Stony Plain',
          neighborhood: null,
          lat: 53.5,
          lng: -114,
          startDate: w.day(1),
          endDate: w.day(1),
          startTime: '08:00',
          endTime: '16:00',
          scheduleData: '[]',
        });
        await replaceCategoryLinks(tx, id, [2_000_000]);
      }),
    ).rejects.toThrow();
    expect(await w.saleCount()).toBe(before);
  });
});
