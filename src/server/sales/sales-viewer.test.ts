import { beforeAll, describe, expect, it } from 'vitest';
import { MySaleListSchema } from '../../shared/schemas/events-admin';
import { FavoriteIdsSchema, type Sale, SaleSchema, SaleSummaryListSchema } from '../../shared/schemas/sale';
import { SESSION_COOKIE } from '../auth/sessions';
import { favorites } from '../db/schema';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { countQueries } from '../test-support/count-queries';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertSale } from '../tools/factories';
import { forgetCachedSales } from './sales-cache';
import { createSellerWorld } from './sales-write.fixtures';

describe.each(engines)('what a signed-in viewer sees on %s', (engine) => {
  const ids: Record<string, number> = {};
  const w = useWorld(() => createSellerWorld(engine));
  beforeAll(async () => {
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
    forgetCachedSales();
  });

  const byTitle = <S extends { title: string }>(sales: S[]) =>
    Object.fromEntries(sales.map((sale) => [sale.title, sale]));

  describe('GET /api/my-sales', () => {
    it("answers all of the user's sales in any state, the latest start first, marked as theirs", async () => {
      const response = await w.call('GET', '/api/my-sales', w.owner);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const sales = MySaleListSchema.parse(response.json());
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
    it('answers everyone the same list, shared-cacheable, with an ETag', async () => {
      const response = await w.call('GET', '/api/garage-sales');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^W\/"/);
      for (const sale of SaleSummaryListSchema.parse(response.json())) {
        expect(sale).not.toHaveProperty('isMine');
        expect(sale).not.toHaveProperty('isFavorite');
      }
    });

    it("answers a signed-in viewer the very bytes a guest gets, with the guest's ETag", async () => {
      const guest = await w.call('GET', '/api/garage-sales');
      for (const viewer of [w.owner, w.other]) {
        const mine = await w.call('GET', '/api/garage-sales', viewer);
        expect(mine.statusCode).toBe(200);
        expect(mine.rawPayload.equals(guest.rawPayload)).toBe(true);
        expect(mine.headers.etag).toBe(guest.headers.etag);
        expect(mine.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
        expect(String(mine.headers.vary ?? '')).not.toMatch(/cookie/i);
      }
      // 'My Sale' is the client comparing userId with the signed-in user: the list carries the owner.
      const byId = Object.fromEntries(
        SaleSummaryListSchema.parse(guest.json()).map((sale) => [sale.id, sale]),
      );
      expect(byId[ids.mine as number]?.userId).toBe(w.owner.id);
      expect(byId[ids.theirs as number]?.userId).toBe(w.other.id);
    });

    it('answers 304 to a signed-in viewer who holds the same list', async () => {
      const first = await w.call('GET', '/api/garage-sales', w.owner);
      const again = await w.t.app.inject({
        method: 'GET',
        url: '/api/garage-sales',
        headers: { cookie: w.owner.cookie, 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    });

    it('reads neither the session nor the sales for a cached list, whoever asks', async () => {
      await w.call('GET', '/api/garage-sales');
      const queries = countQueries(w.t.database.db);
      try {
        const response = await w.call('GET', '/api/garage-sales', w.owner);
        expect(response.statusCode).toBe(200);
        expect(queries.count).toBe(0);
        // A cookie that names no session is left alone here: this answer is the same for everyone.
        const stale = await w.t.app.inject({
          method: 'GET',
          url: '/api/garage-sales',
          headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
        });
        expect(stale.headers['set-cookie']).toBeUndefined();
        expect(stale.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
      } finally {
        queries.stop();
      }
    });

    it('serves a signed-in viewer from the shared cache rather than reading the sales again', async () => {
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
      forgetCachedSales();
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

  describe('GET /api/favorites/ids', () => {
    it("answers the ids of the viewer's own favourites only, privately", async () => {
      const owner = await w.call('GET', '/api/favorites/ids', w.owner);
      expect(owner.statusCode).toBe(200);
      expect(owner.headers['cache-control']).toBe('private, no-cache');
      const { saleIds } = FavoriteIdsSchema.parse(owner.json());
      expect([...saleIds].sort((a, b) => a - b)).toEqual(
        [ids.theirs as number, ids.upcoming as number].sort((a, b) => a - b),
      );
      const other = FavoriteIdsSchema.parse((await w.call('GET', '/api/favorites/ids', w.other)).json());
      expect(other.saleIds).toEqual([ids.mine]);
    });

    it('follows saving and forgetting a favourite, and answers 401 to a guest', async () => {
      expect((await w.call('POST', `/api/favorites/${ids.theirsToo}`, w.owner)).statusCode).toBe(204);
      const saved = FavoriteIdsSchema.parse((await w.call('GET', '/api/favorites/ids', w.owner)).json());
      expect(saved.saleIds[0]).toBe(ids.theirsToo);
      expect((await w.call('DELETE', `/api/favorites/${ids.theirsToo}`, w.owner)).statusCode).toBe(204);
      const forgotten = FavoriteIdsSchema.parse((await w.call('GET', '/api/favorites/ids', w.owner)).json());
      expect(forgotten.saleIds).not.toContain(ids.theirsToo);
      const guest = await w.call('GET', '/api/favorites/ids');
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('GET /api/garage-sales/:id', () => {
    it('marks the sale for a signed-in viewer and leaves it unmarked for a guest', async () => {
      const guest = await w.call('GET', `/api/garage-sales/${ids.theirs}`);
      expect(guest.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
      expect(guest.headers.vary).toMatch(/cookie/i);
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

    it('reads the details a crowd asks for at once in one statement, then from the cache', async () => {
      forgetCachedSales();
      const queries = countQueries(w.t.database.db);
      try {
        const wanted = [ids.mine, ids.theirs, ids.theirsToo, ids.hidden, 999_999] as number[];
        const ask = () => Promise.all(wanted.map((id) => w.call('GET', `/api/garage-sales/${id}`)));
        const answers = await ask();
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 404]);
        expect(answers.slice(0, 3).map((answer) => SaleSchema.parse(answer.json()).id)).toEqual(
          wanted.slice(0, 3),
        );
        expect(queries.count).toBe(1);
        await ask();
        expect(queries.count).toBe(1);
      } finally {
        queries.stop();
      }
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
