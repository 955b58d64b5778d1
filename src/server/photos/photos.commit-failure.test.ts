import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { garageSales } from '../db/schema';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createPhotoWorld, jpeg } from './photos.fixtures';
import { photoProcessing } from './processing-slots';

// The real repository, with the row insert able to fail on demand (a lost connection, a constraint).
const failInsert = vi.hoisted(() => ({ on: false }));
vi.mock('./photos.repo', async (importOriginal) => {
  const original = await importOriginal<typeof import('./photos.repo')>();
  return {
    ...original,
    insertPhotoRows: async (...args: Parameters<typeof original.insertPhotoRows>) => {
      if (failInsert.on) throw new Error('connection lost while inserting photos');
      return original.insertPhotoRows(...args);
    },
  };
});

/** The files are written before the rows' transaction: when that fails, the files must go too. */
describe.each(engines)('a photo upload that fails at its commit on %s', (engine) => {
  const w = useWorld(() => createPhotoWorld(engine));

  const twoPhotos = async () => [
    { name: 'a.jpg', data: await jpeg(64, 64) },
    { name: 'b.jpg', data: await jpeg(80, 60) },
  ];

  it('leaves no rows and no files when the row insert throws', async () => {
    const saleId = await w.sale();
    const before = w.files();
    failInsert.on = true;
    try {
      const response = await w.upload(saleId, w.owner, await twoPhotos());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      failInsert.on = false;
    }
    expect(await w.rows(saleId)).toEqual([]);
    expect(w.files()).toEqual(before);
    // The same upload succeeds once the insert works again.
    expect((await w.upload(saleId, w.owner, await twoPhotos())).statusCode).toBe(201);
  });

  it('leaves no rows and no files when the sale is deleted while its photos are processed', async () => {
    const saleId = await w.sale();
    const before = w.files();
    const run = vi.spyOn(photoProcessing, 'run');
    let deleted = false;
    run.mockImplementation(async (task) => {
      const result = await task();
      if (!deleted) {
        deleted = true;
        await w.t.database.db.delete(garageSales).where(eq(garageSales.id, saleId));
      }
      return result;
    });
    try {
      const response = await w.upload(saleId, w.owner, await twoPhotos());
      expect(response.statusCode).toBe(404);
    } finally {
      run.mockRestore();
    }
    expect(await w.rows(saleId)).toEqual([]);
    expect(w.files()).toEqual(before);
  });
});
