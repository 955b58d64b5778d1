import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sale, SaleListSchema, SaleSchema } from '../../shared/schemas/sale';
import { insertSale } from '../db/factories';
import { favorites } from '../db/schema';
import { engines } from '../test-support/test-database';
import { salesChanged } from './sales-cache';
import { createSellerWorld, type SellerWorld } from './sales-write.fixtures';

describe.each(engines)('what a signed-in viewer sees on %s', (engine) => {
  let w: SellerWorld;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await createSellerWorld(engine);
    ids.mine = await w.sale({ title: 'Mine this week', startDate: w.day(1), endDate: w.day(2) });
    ids.upcoming = await w.sale({ title: 'Mine next month', startDate: w.day(30), endDate: w.day(30) });
    ids.ended = await w.sale({ title: 'Mine ended', startDate: w.day(-10), endDate: w.day(-9) });
    ids.completed = await w.sale({
      title: 'Mine completed',
      isCompleted: true,
      startDate: w.day(0),
      endDate: w.day(0),
    });
    ids.hidden = await w.sale({
      title: 'Mine hidden',
      isActive: false,
      startDate: w.day(5),
      endDate: w.day(5),
    });
    ids.theirs = await w.sale({
      title: 'Theirs',
      userId: w.other.id,
      startDate: w.day(2),
      endDate: w.day(3),
    });
    ids.theirsToo = await w.sale({
      title: 'Theirs too',
      userId: w.other.id,
      startDate: w.day(3),
      endDate: w.day(3),
    });
    await w.t.database.db.insert(favorites).values([
      { userId: w.owner.id, saleId: ids.theirs as number },
      { userId: w.owner.id, saleId: ids.upcoming as number },
      { userId: w.other.id, saleId: ids.mine as number },
    ]);
    salesChanged();
  });
  afterAll(() => w.t.close());

  const byTitle = (sales: Sale[]) => Object.fromEntries(sales.map((sale) => [sale.title, sale]));

  describe('GET /api/my-sales', () => {
    it("answers all of the user's sales in any state, the latest start first, marked as theirs", async () => {
      const response = await w.call('GET', '/api/my-sales', w.owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const sales = SaleListSchema.parse(response.json());
      expect(sales.map((sale) => sale.title)).toEqual([
        'Mine next month',
        'Mine hidden',
        'Mine this week',
        'Mine completed',
        'Mine ended',
      ]);
      expect(sales.every((sale) => sale.isMine === true && sale.userId === w.owner.id)).toBe(true);
      expect(sales.filter((sale) => sale.isFavorite).map((sale) => sale.title)).toEqual(['Mine next month']);
      expect(byTitle(sales)['Mine completed']).toMatchObject({ isCompleted: true });
      expect(byTitle(sales)['Mine hidden']).toMatchObject({ isActive: false });
    });

    it('answers an empty list to a user without sales and 401 to a guest', async () => {
      expect((await w.call('GET', '/api/my-sales', w.admin)).json()).toEqual([]);
      const guest = await w.call('GET', '/api/my-sales');
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Please log in to continue' });
    });

    it('shows a sale as soon as it is created', async () => {
      const created = await w.call('POST', '/api/garage-sales', w.other, w.body({ title: 'Just made' }, 4));
      expect(created.statusCode).toBe(201);
      const titles = (await w.call('GET', '/api/my-sales', w.other)).json() as Sale[];
      expect(titles.map((sale) => sale.title)).toEqual(['Just made', 'Theirs too', 'Theirs']);
      await w.call('DELETE', `/api/garage-sales/${(created.json() as Sale).id}`, w.other);
    });
  });

  describe('GET /api/garage-sales', () => {
    it("leaves guests' answers unmarked, shared-cacheable by ETag", async () => {
      const response = await w.call('GET', '/api/garage-sales');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^"/);
      for (const sale of SaleListSchema.parse(response.json())) {
        expect(sale).not.toHaveProperty('isMine');
        expect(sale).not.toHaveProperty('isFavorite');
      }
    });

    it("marks the viewer's own sales and favourites, in a private answer", async () => {
      const response = await w.call('GET', '/api/garage-sales', w.owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.etag).toBeUndefined();
      const sales = byTitle(SaleListSchema.parse(response.json()));
      expect(Object.keys(sales).sort()).toEqual(['Mine this week', 'Theirs', 'Theirs too']);
      expect(sales['Mine this week']).toMatchObject({ isMine: true, isFavorite: false });
      expect(sales.Theirs).toMatchObject({ isMine: false, isFavorite: true });
      expect(sales['Theirs too']).toMatchObject({ isMine: false, isFavorite: false });

      const other = byTitle((await w.call('GET', '/api/garage-sales', w.other)).json() as Sale[]);
      expect(other['Mine this week']).toMatchObject({ isMine: false, isFavorite: true });
      expect(other.Theirs).toMatchObject({ isMine: true, isFavorite: false });
    });

    it('answers a signed-in viewer the same list as a guest, gzipped when asked', async () => {
      const guest = SaleListSchema.parse((await w.call('GET', '/api/garage-sales')).json());
      const zipped = await w.t.app.inject({
        method: 'GET',
        url: '/api/garage-sales',
        headers: { cookie: w.owner.cookie, 'accept-encoding': 'gzip' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      const mine = SaleListSchema.parse(JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString()));
      expect(mine.map(({ isMine: _m, isFavorite: _f, ...sale }) => sale)).toEqual(guest);
    });

    it('marks the cached sales rather than reading the sales again', async () => {
      await w.call('GET', '/api/garage-sales');
      // Written behind the app's back: a cached answer does not show it, for guests or users.
      await insertSale(w.t.database.db, {
        userId: w.owner.id,
        title: 'Sneaked in',
        address: '2 Quiet Lane',
        city: 'Stony Plain',
        position: { lat: 53.5, lng: -114 },
        startDate: w.day(1),
        endDate: w.day(1),
      });
      const titles = ((await w.call('GET', '/api/garage-sales', w.owner)).json() as Sale[]).map(
        (s) => s.title,
      );
      expect(titles).not.toContain('Sneaked in');
      salesChanged();
      const after = ((await w.call('GET', '/api/garage-sales', w.owner)).json() as Sale[]).map(
        (s) => s.title,
      );
      expect(after).toContain('Sneaked in');
    });

    it("keeps the guests' 304 until a write through the API changes the list", async () => {
      const first = await w.call('GET', '/api/garage-sales');
      const etag = first.headers.etag as string;
      const again = await w.t.app.inject({
        method: 'GET',
        url: '/api/garage-sales',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);

      const created = await w.call('POST', '/api/garage-sales', w.owner, w.body({ title: 'Brand new' }, 2));
      expect(created.statusCode).toBe(201);
      const afterCreate = await w.t.app.inject({
        method: 'GET',
        url: '/api/garage-sales',
        headers: { 'if-none-match': etag },
      });
      expect(afterCreate.statusCode).toBe(200);
      expect((afterCreate.json() as Sale[]).map((sale) => sale.title)).toContain('Brand new');

      const id = (created.json() as Sale).id;
      for (const write of [
        () => w.call('PUT', `/api/garage-sales/${id}`, w.owner, w.body({ title: 'Brand newer' }, 2)),
        () => w.call('POST', `/api/garage-sales/${id}/complete`, w.owner),
      ]) {
        const before = (await w.call('GET', '/api/garage-sales')).headers.etag;
        expect((await write()).statusCode).toBe(200);
        const after = await w.call('GET', '/api/garage-sales');
        expect(after.headers.etag).not.toBe(before);
      }
      const titles = ((await w.call('GET', '/api/garage-sales')).json() as Sale[]).map((sale) => sale.title);
      expect(titles).not.toContain('Brand newer');
      expect((await w.call('DELETE', `/api/garage-sales/${id}`, w.owner)).statusCode).toBe(204);
    });
  });

  describe('GET /api/garage-sales/:id', () => {
    it('marks the sale for a signed-in viewer and leaves it unmarked for a guest', async () => {
      const guest = await w.call('GET', `/api/garage-sales/${ids.theirs}`);
      expect(guest.json()).not.toHaveProperty('isMine');
      expect(guest.json()).not.toHaveProperty('isFavorite');

      const owner = await w.call('GET', `/api/garage-sales/${ids.theirs}`, w.owner);
      expect(owner.headers['cache-control']).toBe('private, no-cache');
      expect(owner.headers.vary).toMatch(/cookie/i);
      expect(SaleSchema.parse(owner.json())).toMatchObject({
        id: ids.theirs,
        isMine: false,
        isFavorite: true,
      });

      const seller = await w.call('GET', `/api/garage-sales/${ids.theirs}`, w.other);
      expect(SaleSchema.parse(seller.json())).toMatchObject({ isMine: true, isFavorite: false });
    });

    it('serves completed and ended sales to their owner, but not hidden ones', async () => {
      for (const id of [ids.completed, ids.ended]) {
        const response = await w.call('GET', `/api/garage-sales/${id}`, w.owner);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id, isMine: true });
      }
      expect((await w.call('GET', `/api/garage-sales/${ids.hidden}`, w.owner)).statusCode).toBe(404);
    });
  });
});
