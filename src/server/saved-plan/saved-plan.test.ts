import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { MAX_PLAN_STOPS } from '../../shared/planner/plan';
import { PLAN_LIMIT_MESSAGE, PLAN_SALE_GONE_MESSAGE } from '../../shared/schemas/plan-store';
import { garageSales, planSales, users } from '../db/schema';
import { createSignedInUser, type SignedInUser, useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import type { SaleInput } from '../tools/factories';
import { SAVED_PLAN_MESSAGES } from './saved-plan-messages';

describe.each(engines)('/api/plan on %s', (engine) => {
  let today: string;

  const t = useTestApp(engine);
  const seller = useSignedInUser(t);
  beforeAll(async () => {
    today = todayIn(t.config.timeZone);
  });

  const sale = (input: Partial<SaleInput> = {}) => insertSaleOn(t.database.db, seller.id, today, input);
  const sales = (count: number) => Promise.all(Array.from({ length: count }, () => sale()));
  const get = (as?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: '/api/plan', headers: as ? { cookie: as.cookie } : {} });
  const put = (body: unknown, as?: SignedInUser, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/plan',
      headers: { ...(as ? { cookie: as.cookie } : {}), ...headers },
      payload: body as object,
    });
  const storedIds = async (user: SignedInUser) =>
    (await t.database.db.select().from(planSales).where(eq(planSales.userId, user.id)))
      .map((row) => row.saleId)
      .sort((a, b) => a - b);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('starts empty, keeps what is put in the order given, and answers it privately', async () => {
    const shopper = await createSignedInUser(t.database.db);
    const empty = await get(shopper);
    expect([empty.statusCode, empty.json()]).toEqual([200, { saleIds: [] }]);
    expect(empty.headers['cache-control']).toBe('private, no-cache');

    const [a, b, c] = await sales(3);
    const answer = await put({ saleIds: [c, a, b] }, shopper);
    expect([answer.statusCode, answer.json()]).toEqual([200, { saleIds: [c, a, b] }]);
    expect((await get(shopper)).json()).toEqual({ saleIds: [c, a, b] });
  });

  it('replaces the plan: kept stops keep their place, dropped ones go, new ones come last', async () => {
    const shopper = await createSignedInUser(t.database.db);
    const [a, b, c, d] = (await sales(4)) as [number, number, number, number];
    await put({ saleIds: [a, b, c] }, shopper);
    const answer = await put({ saleIds: [d, c, a] }, shopper);
    expect(answer.json()).toEqual({ saleIds: [a, c, d] });
    expect(await storedIds(shopper)).toEqual(sorted([a, c, d]));
    expect((await put({ saleIds: [] }, shopper)).json()).toEqual({ saleIds: [] });
    expect(await storedIds(shopper)).toEqual([]);
  });

  it("keeps each shopper's plan apart", async () => {
    const one = await createSignedInUser(t.database.db);
    const two = await createSignedInUser(t.database.db);
    const [a, b] = (await sales(2)) as [number, number];
    await put({ saleIds: [a] }, one);
    await put({ saleIds: [b] }, two);
    expect((await get(one)).json()).toEqual({ saleIds: [a] });
    expect((await get(two)).json()).toEqual({ saleIds: [b] });
  });

  it('refuses an unknown or hidden sale by its place in the list and changes nothing', async () => {
    const shopper = await createSignedInUser(t.database.db);
    const [a, b] = (await sales(2)) as [number, number];
    const hidden = await sale({ isActive: false });
    const underReview = await sale();
    await t.database.db.update(garageSales).set({ underReview: true }).where(eq(garageSales.id, underReview));
    await put({ saleIds: [a] }, shopper);

    for (const gone of [hidden, underReview, 999_999]) {
      const answer = await put({ saleIds: [b, gone] }, shopper);
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        {
          message: PLAN_SALE_GONE_MESSAGE,
          issues: [{ path: 'saleIds.1', message: PLAN_SALE_GONE_MESSAGE }],
        },
      ]);
      // All or nothing: b was not added, a was not dropped.
      expect(await storedIds(shopper)).toEqual([a]);
    }
  });

  it(`refuses more than ${MAX_PLAN_STOPS} stops with "${PLAN_LIMIT_MESSAGE}"`, async () => {
    const shopper = await createSignedInUser(t.database.db);
    const ids = await sales(MAX_PLAN_STOPS + 1);
    const answer = await put({ saleIds: ids }, shopper);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PLAN_LIMIT_MESSAGE);
    expect(await storedIds(shopper)).toEqual([]);
    const full = await put({ saleIds: ids.slice(0, MAX_PLAN_STOPS) }, shopper);
    expect(full.json().saleIds).toHaveLength(MAX_PLAN_STOPS);
  });

  it('refuses bodies that are not a list of distinct sale ids', async () => {
    const shopper = await createSignedInUser(t.database.db);
    const [a] = (await sales(1)) as [number];
    for (const [body, message] of [
      [{ saleIds: [a, a] }, 'Each sale may be in the plan only once'],
      [{ saleIds: [0] }, 'Use a sale id'],
      [{ saleIds: [1.5] }, 'Use a sale id'],
      [{ saleIds: 'all' }, 'Send the plan as a list of sale ids'],
      [{}, 'Send the plan as a list of sale ids'],
    ] as const) {
      const answer = await put(body, shopper);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
    expect(await storedIds(shopper)).toEqual([]);
  });

  it('words its refusals in the reader’s language (issue 24), each text the schema’s own', async () => {
    expect(SAVED_PLAN_MESSAGES).toEqual(
      expect.arrayContaining([PLAN_SALE_GONE_MESSAGE, PLAN_LIMIT_MESSAGE, 'Use a sale id']),
    );
    const shopper = await createSignedInUser(t.database.db);
    const [a] = (await sales(1)) as [number];
    const french = { 'accept-language': 'fr-CA' };
    for (const [body, message] of [
      [{ saleIds: [a, 999_999] }, 'Cette annonce n’est plus affichée'],
      [{ saleIds: [a, a] }, 'Chaque annonce ne peut être qu’une fois dans le plan'],
      [{ saleIds: [0] }, 'Indiquez un numéro d’annonce'],
      [{ saleIds: 'all' }, 'Envoyez le plan comme une liste de numéros d’annonces'],
      [
        { saleIds: Array.from({ length: MAX_PLAN_STOPS + 1 }, (_, i) => i + 1) },
        'Un plan a au plus 25 arrêts',
      ],
    ] as const) {
      const answer = await put(body, shopper, french);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
  });

  it('answers 401 to a guest, whatever the body, and 403 to a cross-site write', async () => {
    const [a] = (await sales(1)) as [number];
    for (const answer of [await get(), await put({ saleIds: [a] }), await put({ saleIds: 'x' })]) {
      expect([answer.statusCode, answer.json()]).toEqual([401, { message: 'Please log in to continue' }]);
    }
    const shopper = await createSignedInUser(t.database.db);
    const crossSite = await put({ saleIds: [a] }, shopper, { origin: 'https://evil.example' });
    expect([crossSite.statusCode, crossSite.json()]).toEqual([
      403,
      { message: 'Cross-site requests are not allowed' },
    ]);
    expect(await storedIds(shopper)).toEqual([]);
  });

  it('leaves out a sale hidden after it was added, and forgets stops of deleted sales and users', async () => {
    const shopper = await createSignedInUser(t.database.db);
    const [a, b, c] = (await sales(3)) as [number, number, number];
    await put({ saleIds: [a, b, c] }, shopper);
    await t.database.db.update(garageSales).set({ isActive: false }).where(eq(garageSales.id, b));
    expect((await get(shopper)).json()).toEqual({ saleIds: [a, c] });
    await t.database.db.delete(garageSales).where(eq(garageSales.id, c));
    expect(await storedIds(shopper)).toEqual(sorted([a, b]));
    await t.database.db.delete(users).where(eq(users.id, shopper.id));
    expect(await storedIds(shopper)).toEqual([]);
  });
});
