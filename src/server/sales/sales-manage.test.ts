import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SaleSchema } from '../../shared/schemas/sale';
import { favorites, photos, saleCategoryMapping } from '../db/schema';
import { storedFilePath, storePhoto } from '../photo-store/photo-files';
import type { SignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSellerWorld, storedSale } from './sales-write.fixtures';
import { COMPLETED_SALE_MESSAGE } from './sales-write.service';

type Caller = 'guest' | 'owner' | 'other' | 'admin';

describe.each(engines)('managing a sale (PUT, DELETE, complete) on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));

  const as = (caller: Caller): SignedInUser | undefined =>
    caller === 'guest' ? undefined : { owner: w.owner, other: w.other, admin: w.admin }[caller];

  const calls = {
    put: (id: number | string, caller: Caller) =>
      w.call('PUT', `/api/garage-sales/${id}`, as(caller), w.body({ title: `Edited by ${caller}` })),
    delete: (id: number | string, caller: Caller) => w.call('DELETE', `/api/garage-sales/${id}`, as(caller)),
    complete: (id: number | string, caller: Caller) =>
      w.call('POST', `/api/garage-sales/${id}/complete`, as(caller)),
  };
  type Call = keyof typeof calls;

  const matrix: [Call, Caller, number][] = [];
  for (const call of ['put', 'delete', 'complete'] as const) {
    const ok = call === 'delete' ? 204 : 200;
    matrix.push([call, 'guest', 401], [call, 'other', 403], [call, 'owner', ok], [call, 'admin', ok]);
  }

  it.each(matrix)('%s by %s answers %i and changes only what it may', async (call, caller, status) => {
    const id = await w.sale({ title: 'Original' });
    const response = await calls[call](id, caller);
    expect(response.statusCode, response.body).toBe(status);
    const row = await storedSale(w, id);
    if (status >= 400) {
      expect(response.json()).toHaveProperty('message');
      expect(row).toMatchObject({ title: 'Original', isCompleted: false });
      return;
    }
    if (call === 'delete') {
      expect(response.body).toBe('');
      expect(row).toBeUndefined();
    } else {
      const sale = SaleSchema.parse(response.json());
      expect(sale).toMatchObject({ id, userId: w.owner.id, isMine: caller === 'owner' });
      if (call === 'put') expect(row).toMatchObject({ title: `Edited by ${caller}`, isCompleted: false });
      else expect(row).toMatchObject({ title: 'Original', isCompleted: true });
    }
  });

  it.each(['put', 'delete', 'complete'] as const)(
    '%s answers 401 to a guest and 404 to a user for an unknown id, 400 for a malformed one',
    async (call) => {
      expect((await calls[call](2_000_000_000, 'guest')).statusCode).toBe(401);
      const unknown = await calls[call](2_000_000_000, 'owner');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Sale not found' });
      expect((await calls[call]('abc', 'guest')).statusCode).toBe(401);
      const malformed = await calls[call]('abc', 'owner');
      expect(malformed.statusCode).toBe(400);
      expect((malformed.json() as { message: string }).message).toMatch(/id/i);
    },
  );

  it('refuses a guest whose session cookie is unknown', async () => {
    const id = await w.sale();
    const response = await w.call('DELETE', `/api/garage-sales/${id}`, {
      id: 0,
      email: 'x@example.org',
      cookie: 'gsf_session=forged',
    });
    expect(response.statusCode).toBe(401);
    expect(await storedSale(w, id)).toBeDefined();
  });

  it('completes once and for all: completing again is fine, and an edit is refused with 409', async () => {
    const id = await w.sale({ title: 'Done and dusted' });
    expect((await calls.complete(id, 'owner')).json()).toMatchObject({ isCompleted: true });
    const again = await calls.complete(id, 'owner');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isCompleted: true });
    for (const caller of [w.owner, w.admin]) {
      const edit = await w.call('PUT', `/api/garage-sales/${id}`, caller, {
        ...w.body(),
        isCompleted: false,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual({ message: COMPLETED_SALE_MESSAGE });
    }
    expect(await storedSale(w, id)).toMatchObject({ isCompleted: true, title: 'Done and dusted' });
    // Someone else still learns only that it is not theirs.
    expect((await w.call('PUT', `/api/garage-sales/${id}`, w.other, w.body())).statusCode).toBe(403);
    // Deleting a completed sale stays allowed.
    expect((await calls.delete(id, 'owner')).statusCode).toBe(204);
    expect(await storedSale(w, id)).toBeUndefined();
  });

  it('deletes the sale with its photos, category links and favourites, and removes the photo files', async () => {
    const stored = await Promise.all(
      [1, 2].map(() =>
        storePhoto(w.t.config.uploadsDir, {
          full: Buffer.from('full'),
          fullExtension: 'jpg',
          thumbnail: Buffer.from('thumb'),
        }),
      ),
    );
    const files = stored.flatMap((photo) => [
      storedFilePath(w.t.config.uploadsDir, photo.url) as string,
      storedFilePath(w.t.config.uploadsDir, photo.thumbnailUrl) as string,
    ]);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    const id = await w.sale({
      photos: stored.map((photo, index) => ({ ...photo, isFeatured: index === 0 })),
    });
    const db = w.t.database.db;
    await db.insert(favorites).values({ userId: w.other.id, saleId: id });

    // Someone else's attempt leaves everything in place.
    expect((await calls.delete(id, 'other')).statusCode).toBe(403);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    expect((await calls.delete(id, 'owner')).statusCode).toBe(204);
    expect(await storedSale(w, id)).toBeUndefined();
    expect(await db.select().from(photos).where(eq(photos.saleId, id))).toEqual([]);
    expect(await db.select().from(saleCategoryMapping).where(eq(saleCategoryMapping.saleId, id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.saleId, id))).toEqual([]);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect((await w.call('GET', `/api/garage-sales/${id}`)).statusCode).toBe(404);
    expect((await calls.delete(id, 'owner')).statusCode).toBe(404);
  });

  it('deletes a sale whose photo files are already gone', async () => {
    const id = await w.sale({
      photos: [{ url: '/uploads/00000000-0000-0000-0000-000000000000.jpg', thumbnailUrl: null }],
    });
    expect((await calls.delete(id, 'admin')).statusCode).toBe(204);
    expect(await storedSale(w, id)).toBeUndefined();
  });
});
