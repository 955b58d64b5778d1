import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { SaleListSchema } from '../../shared/schemas/sale';
import { favorites } from '../db/schema';
import { createSignedInUser, type SignedInUser, useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import type { SaleInput } from '../tools/factories';

describe.each(engines)('/api/favorites on %s', (engine) => {
  let today: string;

  const t = useTestApp(engine);
  const owner = useSignedInUser(t);
  const fan = useSignedInUser(t);
  beforeAll(async () => {
    today = todayIn(t.config.timeZone);
  });

  const sale = (input: Partial<SaleInput> = {}) => insertSaleOn(t.database.db, owner.id, today, input);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, as?: SignedInUser) =>
    t.app.inject({ method, url, headers: as ? { cookie: as.cookie } : {} });
  const saved = async (user: SignedInUser) =>
    SaleListSchema.parse((await call('GET', '/api/favorites', user)).json()).map((s) => s.id);
  const stored = async (user: SignedInUser, saleId: number) =>
    t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.saleId, saleId)));

  it('saves sales and lists them newest saved first, ended and completed ones too, each a favourite', async () => {
    const user = await createSignedInUser(t.database.db);
    const upcoming = await sale({
      title: 'Upcoming',
      startDate: addDaysIso(today, 3),
      endDate: addDaysIso(today, 3),
    });
    const ended = await sale({
      title: 'Ended',
      startDate: addDaysIso(today, -5),
      endDate: addDaysIso(today, -4),
    });
    const completed = await sale({ title: 'Completed', isCompleted: true });
    const own = await sale({ userId: user.id, title: 'Own' });
    for (const id of [upcoming, ended, completed, own]) {
      const response = await call('POST', `/api/favorites/${id}`, user);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const response = await call('GET', '/api/favorites', user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const list = SaleListSchema.parse(response.json());
    expect(list.map((s) => [s.title, s.isFavorite, s.isMine])).toEqual([
      ['Own', true, true],
      ['Completed', true, false],
      ['Ended', true, false],
      ['Upcoming', true, false],
    ]);
    expect(list[1]?.isCompleted).toBe(true);
    // The list and the detail now carry the heart for this user.
    const detail = await call('GET', `/api/garage-sales/${completed}`, user);
    expect(detail.json().isFavorite).toBe(true);
  });

  it('saving twice is fine and keeps one row; removing twice is fine too', async () => {
    const id = await sale();
    expect((await call('POST', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    expect((await call('POST', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    expect(await stored(fan, id)).toHaveLength(1);
    expect(await saved(fan)).toContain(id);

    expect((await call('DELETE', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    expect(await stored(fan, id)).toEqual([]);
    expect(await saved(fan)).not.toContain(id);
  });

  it("keeps each user's favourites apart", async () => {
    const id = await sale();
    await call('POST', `/api/favorites/${id}`, fan);
    expect(await saved(owner)).not.toContain(id);
    // Another user's delete does not touch the fan's favourite.
    await call('DELETE', `/api/favorites/${id}`, owner);
    expect(await saved(fan)).toContain(id);
  });

  it('answers 404 when saving an unknown or hidden sale, and leaves a hidden saved sale off the list', async () => {
    const hidden = await sale({ isActive: false });
    for (const id of [hidden, 999_999]) {
      const response = await call('POST', `/api/favorites/${id}`, fan);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Sale not found' }]);
    }
    expect((await call('POST', '/api/favorites/abc', fan)).statusCode).toBe(400);
    await t.database.db.insert(favorites).values({ userId: fan.id, saleId: hidden });
    expect(await saved(fan)).not.toContain(hidden);
  });

  it('answers 401 to a guest on every call, whatever the id', async () => {
    const id = await sale();
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['POST', `/api/favorites/${id}`],
      ['POST', '/api/favorites/999999'],
      ['POST', '/api/favorites/abc'],
      ['DELETE', `/api/favorites/${id}`],
    ] as const) {
      const response = await call(method, url);
      expect([response.statusCode, response.json()]).toEqual([401, { message: 'Please log in to continue' }]);
    }
  });
});
