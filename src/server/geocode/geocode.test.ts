import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE } from '../../shared/schemas/geocode';
import { buildApp } from '../app';
import { geocodeCache } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { startTestGeocoder } from '../test-support/geocoder-server';
import { engines } from '../test-support/test-database';
import { expectNoCoordinates, useGeocodeWorld } from './geocode.fixtures';
import { GEOCODE_REQUESTS_PER_MINUTE, LOOKUP_IN_FLIGHT_MESSAGE } from './geocode.routes';
import { geocodeCacheKey } from './geocode.service';

const STONY_PLAIN = { address: '4910 51 Avenue', city: 'Stony Plain' };
/** The cache key of a Nominatim answer for this app (GEOCODER_COUNTRY_CODES=CA). */
const keyOf = (address: string, city = 'Stony Plain') =>
  geocodeCacheKey('nominatim', 'ca', { address, city });

describe.each(engines)('GET /api/geocode with Nominatim on %s', (engine) => {
  const w = useGeocodeWorld(engine, (geocoder) => [
    engine,
    {
      GEOCODER_URL: geocoder.url,
      GEOCODER_COUNTRY_CODES: 'CA',
      SITE_NAME: 'Spruce Sales',
      CONTACT_EMAIL: 'geo@parkland.example.org',
    },
    undefined,
    // The one-a-second spacing has its own test below; here it would only slow the suite.
    { geocoderIntervalMs: 0 },
  ]);

  const geocode = (query: Record<string, string>, asUser: string | null = w.cookie) =>
    w.t.app.inject({ method: 'GET', url: '/api/geocode', query, headers: asUser ? { cookie: asUser } : {} });
  const cachedRows = () => w.t.database.db.select().from(geocodeCache);

  it('sends guests to log in, before looking at the query, and asks no geocoder', async () => {
    for (const query of [STONY_PLAIN, { address: 'x' }]) {
      const response = await geocode(query, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue' });
    }
    expect(w.geocoder.requests).toEqual([]);
  });

  it.each([
    [{ address: '4910', city: 'Stony Plain' }, 'Address must be at least 5 characters long'],
    [{ address: '4910 51 Avenue' }, 'City is required'],
    [{ address: '4910 51 Avenue', city: '   ' }, 'City is required'],
    [{ address: '4910 51 Avenue\u0000', city: 'Stony Plain' }, 'Remove the control characters from the text'],
    [{ address: 'a'.repeat(256), city: 'Stony Plain' }, 'Address must be at most 255 characters'],
  ])('refuses %j with 400 and asks no geocoder', async (query, message) => {
    const response = await geocode(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(w.geocoder.requests).toEqual([]);
  });

  it("answers the geocoder's position and sends its User-Agent, the region and the text as q", async () => {
    const response = await geocode(STONY_PLAIN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5263, lng: -114.0026 } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(w.geocoder.requests).toHaveLength(1);
    const [request] = w.geocoder.requests;
    expect(request?.path).toBe('/search');
    expect(request?.userAgent).toBe('Spruce Sales garage-sale finder (geo@parkland.example.org)');
    expect(Object.fromEntries(request?.params ?? [])).toEqual({
      format: 'jsonv2',
      limit: '1',
      q: '4910 51 Avenue, Stony Plain',
      countrycodes: 'ca',
    });
    expect(await cachedRows()).toContainEqual(
      expect.objectContaining({ query: keyOf('4910 51 Avenue'), lat: 53.5263, lng: -114.0026 }),
    );
  });

  it('answers a repeated address, in any spelling of case and spaces, from the cache', async () => {
    await geocode(STONY_PLAIN);
    w.geocoder.requests.length = 0;
    const response = await geocode({ address: '  4910   51 AVENUE ', city: 'stony  plain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5263, lng: -114.0026 } });
    expect(w.geocoder.requests).toEqual([]);
  });

  it('asks again once a cached position is older than 90 days', async () => {
    await geocode(STONY_PLAIN);
    await w.t.database.db
      .update(geocodeCache)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(geocodeCache.query, keyOf('4910 51 Avenue')));
    w.geocoder.requests.length = 0;
    expect((await geocode(STONY_PLAIN)).statusCode).toBe(200);
    expect(w.geocoder.requests).toHaveLength(1);
  });

  it('answers 404 for an unknown address and remembers that for a day', async () => {
    const unknown = { address: '77 Nowhere Crescent', city: 'Stony Plain' };
    const first = await geocode(unknown);
    expectNoCoordinates(first);
    expect(await cachedRows()).toContainEqual(
      expect.objectContaining({ query: keyOf('77 Nowhere Crescent'), lat: null, lng: null }),
    );

    const second = await geocode(unknown);
    expectNoCoordinates(second);
    expect(w.geocoder.requests).toHaveLength(1);

    await w.t.database.db
      .update(geocodeCache)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(geocodeCache.query, keyOf('77 Nowhere Crescent')));
    expect((await geocode(unknown)).statusCode).toBe(404);
    expect(w.geocoder.requests).toHaveLength(2);
  });

  it.each([
    ['a slow geocoder (over 5 s)', '12 Slow Lane', 504],
    ['a 500 answer', '12 Error Street', 502],
    ['a redirect', '12 Redirect Road', 502],
    ['a 1 MB answer', '12 Huge Heights', 502],
    ['an answer that is not JSON', '12 Garbage Way', 502],
    ['JSON of another shape', '12 Shapeless Place', 502],
  ])('answers %s with the unavailable message, caching nothing', async (_case, address, status) => {
    const response = await geocode({ address, city: 'Stony Plain' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: GEOCODER_UNAVAILABLE_MESSAGE });
    // Exactly the one request: a redirect's target is never fetched.
    expect(w.geocoder.requests.map((request) => request.path)).toEqual(['/search']);
    const key = keyOf(address);
    expect((await cachedRows()).map((row) => row.query)).not.toContain(key);
  });

  it('asks again after a failure, since failures are not cached', async () => {
    const failing = { address: '14 Error Street', city: 'Stony Plain' };
    expect((await geocode(failing)).statusCode).toBe(502);
    expect((await geocode(failing)).statusCode).toBe(502);
    expect(w.geocoder.requests).toHaveLength(2);
  });

  it("keeps the user's text inside the q parameter, whatever it holds", async () => {
    const address = '12 Elm Street&key=stolen&format=xml#top';
    const city = 'Stony Plain?limit=50';
    expect((await geocode({ address, city })).statusCode).toBe(404);
    const params = w.geocoder.requests[0]?.params;
    expect(params?.get('q')).toBe(`${address}, ${city}`);
    expect(params?.getAll('format')).toEqual(['jsonv2']);
    expect(params?.getAll('limit')).toEqual(['1']);
    expect(params?.has('key')).toBe(false);
  });

  it(`limits each user to ${GEOCODE_REQUESTS_PER_MINUTE} lookups a minute`, async () => {
    expect(GEOCODE_REQUESTS_PER_MINUTE).toBe(10);
    const busy = await createSignedInUser(w.t.database.db);
    for (let i = 0; i < GEOCODE_REQUESTS_PER_MINUTE; i += 1) {
      expect((await geocode(STONY_PLAIN, busy.cookie)).statusCode).toBe(200);
    }
    const refused = await geocode(STONY_PLAIN, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    // Another user is not held back by the first one.
    expect((await geocode(STONY_PLAIN)).statusCode).toBe(200);
  });

  it('allows one lookup at a time per user: a second one meanwhile gets 429', async () => {
    const eager = await createSignedInUser(w.t.database.db);
    const slow = geocode({ address: '12 Slow Lane', city: 'Stony Plain' }, eager.cookie);
    await expect.poll(() => w.geocoder.requests.length).toBe(1);
    const meanwhile = await geocode(STONY_PLAIN, eager.cookie);
    expect(meanwhile.statusCode).toBe(429);
    expect(meanwhile.json()).toEqual({ message: LOOKUP_IN_FLIGHT_MESSAGE });
    // Someone else is not held up.
    expect((await geocode(STONY_PLAIN)).statusCode).toBe(200);
    expect((await slow).statusCode).toBe(504);
    expect((await geocode(STONY_PLAIN, eager.cookie)).statusCode).toBe(200);
  });

  it('starts Nominatim requests at least a second apart, and refuses at once rather than queue long', async () => {
    // The real spacing, on a geocoder of its own (the throttle is per geocoder for the whole process).
    const spaced = await startTestGeocoder();
    const app = await buildApp({
      config: { ...w.t.config, geocoderUrl: spaced.url, geocoderIntervalMs: 1000 },
      database: w.t.database,
    });
    try {
      // Eight sellers at once (one user may have only one lookup under way). Four fit within the longest
      // wait (0, 1, 2, 3 s); on a busy machine the lookups may reach the queue spread over a second or more,
      // so one or two more may fit, but eight at once cannot all: the rest are refused at once, told when
      // to try again (issue 21).
      const sellers = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(w.t.database.db)));
      const answers = await Promise.all(
        sellers.map((seller, n) =>
          app.inject({
            method: 'GET',
            url: '/api/geocode',
            query: { address: `${n} Quiet Street`, city: 'Wabamun' },
            headers: { cookie: seller.cookie },
          }),
        ),
      );
      const refused = answers.filter((answer) => answer.statusCode === 429);
      const looked = answers.filter((answer) => answer.statusCode === 404);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(looked.length).toBeGreaterThanOrEqual(4);
      expect(refused.length + looked.length).toBe(8);
      for (const answer of refused) {
        expect(answer.json()).toEqual({ message: GEOCODER_BUSY_MESSAGE });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      const times = spaced.requests.map((request) => request.at).sort((a, b) => a - b);
      // Only the lookups that were let through reached Nominatim, a second apart. Their starts are booked
      // a second apart; their arrival here may lag a start by a few hundred ms on a busy machine, so each
      // gap is held to half a second (all at once would be a few ms) and the whole span to a second each.
      expect(times).toHaveLength(looked.length);
      for (let i = 1; i < times.length; i += 1) {
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(500);
      }
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual((times.length - 1) * 1000 - 500);
    } finally {
      await app.close();
      await spaced.close();
    }
  });
});
