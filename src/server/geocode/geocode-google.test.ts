import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOCODER_UNAVAILABLE_MESSAGE } from '../../shared/schemas/geocode';
import type { AppConfig } from '../config';
import { apiKeys, geocodeCache } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { startTestGeocoder, type TestGeocoder } from '../test-support/geocoder-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { type Engine, engines } from '../test-support/test-database';
import { expectNoCoordinates, useGeocodeWorld } from './geocode.fixtures';
import { geocodeCacheKey } from './geocode.service';

const ENV_KEY = 'env-google-key-0123456789';
const SAVED_KEY = 'admin-saved-google-key-0123456789';
const MCLEOD = { address: '101 McLeod Avenue', city: 'Spruce Grove' };

/**
 * An app of its own for one case (closed with the block's others, kept in `apps`), and a signed-in user's
 * lookup in it.
 */
async function startGeocodingApp(
  apps: TestApp[],
  engine: Engine,
  env: Record<string, string>,
  overrides: Partial<AppConfig>,
) {
  const t = await createTestApp(engine, env, undefined, { geocoderIntervalMs: 0, ...overrides });
  apps.push(t);
  const { cookie } = await createSignedInUser(t.database.db);
  const geocode = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/geocode', query, headers: { cookie } });
  return { t, geocode };
}

describe.each(engines)('GET /api/geocode with a Google key on %s', (engine) => {
  const w = useGeocodeWorld(engine, (geocoder) => [
    engine,
    { GOOGLE_MAPS_API_KEY: ENV_KEY, GEOCODER_URL: geocoder.url },
    undefined,
    {
      googleGeocodeUrl: `${geocoder.url}/maps/api/geocode/json`,
      geocoderIntervalMs: 0,
    },
  ]);

  const geocode = (query: Record<string, string>) =>
    w.t.app.inject({ method: 'GET', url: '/api/geocode', query, headers: { cookie: w.cookie } });

  it("asks Google, not Nominatim, with the environment's key", async () => {
    const response = await geocode(MCLEOD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5447, lng: -113.9121 } });
    expect(w.geocoder.requests.map((request) => request.path)).toEqual(['/maps/api/geocode/json']);
    expect(Object.fromEntries(w.geocoder.requests[0]?.params ?? [])).toEqual({
      address: '101 McLeod Avenue, Spruce Grove',
      key: ENV_KEY,
    });
  });

  it('answers 404 on ZERO_RESULTS and caches it', async () => {
    const unknown = { address: '9 Unknown Way', city: 'Spruce Grove' };
    for (let i = 0; i < 2; i += 1) {
      const response = await geocode(unknown);
      expectNoCoordinates(response);
    }
    expect(w.geocoder.requests).toHaveLength(1);
  });

  it('answers 502 when Google fails otherwise, caching nothing and asking no one else', async () => {
    const query = { address: '9 Error Drive', city: 'Spruce Grove' };
    const response = await geocode(query);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: GEOCODER_UNAVAILABLE_MESSAGE });
    expect(w.geocoder.requests.map((request) => request.path)).toEqual(['/maps/api/geocode/json']);
    const rows = await w.t.database.db.select().from(geocodeCache);
    expect(rows.map((row) => row.query)).not.toContain(geocodeCacheKey('google', undefined, query));
  });

  it("asks Nominatim when Google refuses this one request, caching its answer as Nominatim's", async () => {
    const query = { address: '9 Denied Drive', city: 'Spruce Grove' };
    const response = await geocode(query);
    expect(response.statusCode).toBe(404);
    expect(w.geocoder.requests.map((request) => request.path)).toEqual(['/maps/api/geocode/json', '/search']);
    const keys = (await w.t.database.db.select().from(geocodeCache)).map((row) => row.query);
    expect(keys).toContain(geocodeCacheKey('nominatim', undefined, query));
    expect(keys).not.toContain(geocodeCacheKey('google', undefined, query));
  });

  it("keeps the user's text inside the address parameter and sends only our key", async () => {
    const address = '12 Elm Street&key=stolen#top';
    expect((await geocode({ address, city: 'Spruce Grove' })).statusCode).toBe(404);
    const params = w.geocoder.requests[0]?.params;
    expect(params?.get('address')).toBe(`${address}, Spruce Grove`);
    expect(params?.getAll('key')).toEqual([ENV_KEY]);
  });

  it("uses the administrator's saved key over the environment's", async () => {
    await w.t.database.db.insert(apiKeys).values({ name: 'google_maps', key: SAVED_KEY });
    const response = await geocode({ address: '5220 52 Avenue', city: 'Wabamun' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5566, lng: -114.4705 } });
    expect(w.geocoder.requests[0]?.params.get('key')).toBe(SAVED_KEY);
  });
});

describe.each(engines)('GET /api/geocode with a Google key Google refuses on %s', (engine) => {
  let geocoder: TestGeocoder;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    geocoder = await startTestGeocoder();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await geocoder.close();
  });

  it.each([
    ['restricted to browsers (REQUEST_DENIED)', 'browser-only-denied-key-0123456789'],
    ['out of quota (OVER_QUERY_LIMIT)', 'spent-overquota-key-0123456789'],
    ['without billing (OVER_DAILY_LIMIT)', 'unbilled-overdaily-key-0123456789'],
  ])('finds the address with Nominatim when the key is %s', async (_case, key) => {
    const { geocode } = await startGeocodingApp(
      apps,
      engine,
      { GOOGLE_MAPS_API_KEY: key, GEOCODER_URL: geocoder.url },
      { googleGeocodeUrl: `${geocoder.url}/maps/api/geocode/json` },
    );
    geocoder.requests.length = 0;
    const response = await geocode(MCLEOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5447, lng: -113.9121 } });
    expect(geocoder.requests.map((request) => request.path)).toEqual(['/maps/api/geocode/json', '/search']);
    // The next lookup of that address is Nominatim's cached answer; Google is asked again (it may recover).
    geocoder.requests.length = 0;
    const again = await geocode(MCLEOD);
    expect(again.statusCode).toBe(200);
    expect(geocoder.requests.map((request) => request.path)).toEqual(['/maps/api/geocode/json']);
  });
});

/** A server that takes connections and never answers: Google as seen through a black hole. */
async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/maps/api/geocode/json`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (taken, then given back): connecting to it is refused. */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/maps/api/geocode/json`;
}

describe.each(engines)('GET /api/geocode when Google cannot be reached on %s', (engine) => {
  let geocoder: TestGeocoder;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    geocoder = await startTestGeocoder();
    silent = await startSilentServer();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await silent.close();
    await geocoder.close();
  });

  it.each([
    ['refuses connections (a closed port)', () => closedPortUrl()],
    ['never answers (a time-out)', async () => silent.url],
  ])('finds the address with the GEOCODER_URL server when Google %s', async (_case, googleUrl) => {
    const { t, geocode } = await startGeocodingApp(
      apps,
      engine,
      { GOOGLE_MAPS_API_KEY: ENV_KEY, GEOCODER_URL: geocoder.url },
      { googleGeocodeUrl: await googleUrl(), googleGeocodeTimeoutMs: 300 },
    );
    geocoder.requests.length = 0;
    const response = await geocode(MCLEOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5447, lng: -113.9121 } });
    // Only the Nominatim-style server answered; its answer is cached as its own, never as Google's.
    expect(geocoder.requests.map((request) => request.path)).toEqual(['/search']);
    const keys = (await t.database.db.select().from(geocodeCache)).map((row) => row.query);
    expect(keys).toContain(geocodeCacheKey('nominatim', undefined, MCLEOD));
    expect(keys).not.toContain(geocodeCacheKey('google', undefined, MCLEOD));
  });

  it('answers 502 when neither Google nor the GEOCODER_URL server can be reached', async () => {
    const { geocode } = await startGeocodingApp(
      apps,
      engine,
      { GOOGLE_MAPS_API_KEY: ENV_KEY, GEOCODER_URL: (await closedPortUrl()).replace(/\/maps.*$/, '') },
      { googleGeocodeUrl: await closedPortUrl(), googleGeocodeTimeoutMs: 300 },
    );
    const response = await geocode(MCLEOD);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: GEOCODER_UNAVAILABLE_MESSAGE });
  });
});
