import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlanAnswerSchema } from '../../shared/schemas/plan';
import { forgetCachedSales } from '../sales/sales-cache';
import { createSignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertSale } from '../tools/factories';
import { startTestRouter, type TestRouter } from './route-planner.fixtures';
import { PLANS_PER_MINUTE } from './route-planner.routes';
import { COMPLETED_REASON, NOT_LISTED_REASON } from './route-planner.service';

const SATURDAY = '2026-11-28';
const HOME = { lat: 53.5, lng: -114 };
const EAST = { lat: 53.5, lng: -113.9 };
const WEST = { lat: 53.5, lng: -114.1 };
const key = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) =>
  `${from.lng.toFixed(6)},${from.lat.toFixed(6)}>${to.lng.toFixed(6)},${to.lat.toFixed(6)}`;

describe.each(engines)('POST /api/plan/route on %s', (engine) => {
  let t: TestApp;
  let router: TestRouter;
  let east: number;
  let west: number;
  let address = 0;

  beforeAll(async () => {
    router = await startTestRouter();
    t = await createTestApp(engine, { ROUTER_URL: router.url }, undefined, { routerTimeoutMs: 1000 });
    const seller = await createSignedInUser(t.database.db);
    const sale = (title: string, position: typeof HOME, extra = {}) =>
      insertSale(t.database.db, {
        userId: seller.id,
        title,
        address: '1 Main Street',
        city: 'Stony Plain',
        position,
        startDate: SATURDAY,
        endDate: SATURDAY,
        schedule: [{ date: SATURDAY, startTime: '08:00', endTime: '12:00' }],
        ...extra,
      });
    east = await sale('East', EAST);
    west = await sale('West', WEST);
    forgetCachedSales();
  });
  afterAll(async () => {
    await t.close();
    await router.close();
  });
  beforeEach(() => {
    router.requests.length = 0;
    router.mode = 'ok';
    // The router knows a fast road east and a slow one west; straight lines would call them equal.
    router.seconds = new Map([
      [key(HOME, EAST), 60],
      [key(HOME, WEST), 1800],
      [key(EAST, WEST), 600],
      [key(WEST, EAST), 600],
    ]);
  });

  // Each test from its own address, so the per-address limit is only met where it is tested.
  const plan = (
    payload: unknown,
    remoteAddress = `10.0.0.${++address}`,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plan/route',
      payload: payload as object,
      remoteAddress,
      headers,
    });
  const body = (ids: number[], extra = {}) => ({
    start: HOME,
    stops: ids.map((saleId) => ({ saleId })),
    startDate: SATURDAY,
    startTime: '08:00',
    stayMinutes: 15,
    ...extra,
  });

  it("plans a guest's route with the router's driving times and its drawing", async () => {
    const response = await plan(body([west, east]));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = PlanAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      stops: [
        { saleId: east, arrival: '08:01', departure: '08:16', wait: 0 },
        { saleId: west, arrival: '08:26', departure: '08:41', wait: 0 },
      ],
      unreachable: [],
      totalDriveMinutes: 11,
      source: 'router',
    });
    expect(answer.legs).toEqual({
      type: 'LineString',
      coordinates: [
        [-114, 53.5],
        [-113.9, 53.5],
        [-114.1, 53.5],
      ],
    });
    expect(router.requests[0]).toBe(
      '/table/v1/driving/-114.000000,53.500000;-114.100000,53.500000;-113.900000,53.500000?annotations=duration',
    );
    expect(router.requests[1]).toMatch(/^\/route\/v1\/driving\/.*\?overview=full&geometries=geojson$/);
  });

  it.each([
    ['answers HTTP 500', 'error'],
    ["answers a code other than 'Ok'", 'no-route'],
  ] as const)('falls back to straight lines when the router %s', async (_, mode) => {
    router.mode = mode;
    const answer = PlanAnswerSchema.parse((await plan(body([west, east]))).json());
    expect(answer.source).toBe('straight-line');
    // 13 minutes to either sale, 26 between them.
    expect(answer.totalDriveMinutes).toBe(39);
    expect(answer.stops).toHaveLength(2);
    expect(answer.legs).toBeUndefined();
  });

  it('leaves out, with a reason, sales that are gone, completed or closed that day', async () => {
    const seller = await createSignedInUser(t.database.db);
    const common = { userId: seller.id, address: '2 Main Street', city: 'Stony Plain', position: EAST };
    const hidden = await insertSale(t.database.db, {
      ...common,
      title: 'Hidden',
      startDate: SATURDAY,
      endDate: SATURDAY,
      isActive: false,
    });
    const completed = await insertSale(t.database.db, {
      ...common,
      title: 'Done',
      startDate: SATURDAY,
      endDate: SATURDAY,
      isCompleted: true,
    });
    const sunday = await insertSale(t.database.db, {
      ...common,
      title: 'Sunday',
      startDate: '2026-11-29',
      endDate: '2026-11-29',
    });
    forgetCachedSales();
    const ids = [east, hidden, completed, sunday, 999_999];
    const answer = PlanAnswerSchema.parse((await plan(body(ids))).json());
    expect(answer.stops.map((stop) => stop.saleId)).toEqual([east]);
    expect(answer.unreachable).toEqual(
      expect.arrayContaining([
        { saleId: hidden, reason: NOT_LISTED_REASON },
        { saleId: 999_999, reason: NOT_LISTED_REASON },
        { saleId: completed, reason: COMPLETED_REASON },
        { saleId: sunday, reason: 'not open on Saturday, Nov 28' },
      ]),
    );
    // Issue 24: in French for a French reader.
    const french = PlanAnswerSchema.parse(
      (await plan(body(ids), undefined, { 'accept-language': 'fr-CA' })).json(),
    );
    expect(french.unreachable).toEqual(
      expect.arrayContaining([
        { saleId: hidden, reason: 'l’annonce n’est plus affichée' },
        { saleId: completed, reason: 'le vendeur a marqué l’annonce comme terminée' },
        { saleId: sunday, reason: 'aucune heure d’ouverture le samedi 28 novembre' },
      ]),
    );
  });

  it('says when a sale closes before the shopper can get there', async () => {
    const answer = PlanAnswerSchema.parse((await plan(body([west], { startTime: '11:45' }))).json());
    expect(answer.unreachable).toEqual([{ saleId: west, reason: 'closes at 12:00, earliest arrival 12:15' }]);
    const french = await plan(body([west], { startTime: '11:45' }), undefined, { cookie: 'lang=fr' });
    expect(PlanAnswerSchema.parse(french.json()).unreachable).toEqual([
      { saleId: west, reason: 'ferme à 12 h 00, arrivée au plus tôt à 12 h 15' },
    ]);
  });

  // Any id: the body is refused before a sale is looked up.
  it.each([
    ['no body', undefined],
    ['no stops', body([])],
    ['26 stops', body(Array.from({ length: 26 }, (_, i) => i + 1))],
    ['the same sale twice', body([1, 1])],
    ['a latitude past 90', body([1], { start: { lat: 91, lng: 0 } })],
    ['a position as text', body([1], { start: { lat: '53.5', lng: -114 } })],
    ['a time of 24:00', body([1], { startTime: '24:00' })],
    ['a day that does not exist', body([1], { startDate: '2026-02-30' })],
    ['a stay of a day', body([1], { stayMinutes: 1440 })],
    ['a fractional stay', body([1], { stayMinutes: 2.5 })],
    ['a sale id too large', body([2 ** 31])],
    ['a sale id as text', { ...body([]), stops: [{ saleId: '1' }] }],
  ])('refuses %s with 400 and asks no router', async (_, payload) => {
    const response = await plan(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(router.requests).toEqual([]);
  });

  it.each([
    [body([]), 'Choose at least one sale', 'Choisissez au moins une annonce'],
    [body([1, 1]), 'Each sale may be a stop only once', 'Chaque annonce ne peut être qu’un seul arrêt'],
    [
      body([1], { stayMinutes: 1440 }),
      'Stay at most 240 minutes at a sale',
      'Restez au plus 240 minutes à chaque arrêt',
    ],
    [body([1], { stayMinutes: 2.5 }), 'Use whole minutes', 'Indiquez des minutes entières'],
  ])('words its refusals in the reader’s language: %#', async (payload, english, french) => {
    expect((await plan(payload)).json()).toMatchObject({ message: english });
    const answer = await plan(payload, undefined, { 'accept-language': 'fr-CA' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: french });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/plan/route',
      headers: { 'content-type': 'application/json' },
      payload: '{"start":',
    });
    expect(response.statusCode).toBe(400);
  });

  it(`allows ${PLANS_PER_MINUTE} plans a minute from one address, then answers 429`, async () => {
    for (let i = 0; i < PLANS_PER_MINUTE; i++)
      expect((await plan(body([east]), '10.9.9.9')).statusCode).toBe(200);
    expect((await plan(body([east]), '10.9.9.9')).statusCode).toBe(429);
    expect((await plan(body([east]), '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('POST /api/plan/route without a reachable router', () => {
  let t: TestApp;
  beforeAll(async () => {
    const router = await startTestRouter();
    await router.close(); // Its port now refuses connections.
    t = await createTestApp('pglite', { ROUTER_URL: router.url });
  });
  afterAll(() => t.close());

  it('plans with straight lines when the router is down, and without ROUTER_URL', async () => {
    const seller = await createSignedInUser(t.database.db);
    const id = await insertSale(t.database.db, {
      userId: seller.id,
      title: 'East',
      address: '1 Main Street',
      city: 'Stony Plain',
      position: EAST,
      startDate: SATURDAY,
      endDate: SATURDAY,
    });
    forgetCachedSales();
    const payload = { start: HOME, stops: [{ saleId: id }], startDate: SATURDAY, startTime: '08:00' };
    const response = await t.app.inject({ method: 'POST', url: '/api/plan/route', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stops: [{ saleId: id, arrival: '08:13', departure: '08:28', wait: 0 }],
      unreachable: [],
      totalDriveMinutes: 13,
      source: 'straight-line',
    });
  });
});
