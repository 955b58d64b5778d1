import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { GEOCODER_BUSY_MESSAGE } from '../../shared/schemas/geocode';
import { createSignedInUser } from '../test-support/auth';
import { engines } from '../test-support/test-database';
import { useGeocodeWorld } from './geocode.fixtures';

/**
 * Issue 21: six shoppers' look-ups at once (each within its own address's allowance) filled the one-a-second
 * queue, answered 503, and sellers' Locate failed behind them. Nominatim's real pace here (one a second, on
 * a local server speaking its protocol): a full queue answers 429 with Retry-After, and shoppers may only
 * fill the front of it, so a seller still gets a turn.
 */
describe.each(engines)('the geocoder queue shared by shoppers and sellers, on %s', (engine) => {
  const w = useGeocodeWorld(engine, (geocoder) => [
    engine,
    { GEOCODER_URL: geocoder.url },
    undefined,
    { geocoderIntervalMs: 1000 },
  ]);

  /** Resolves with the first of `answers` that is a 429 (a shopper refused: the queue is as full as shoppers may make it). */
  const firstRefusal = (answers: Promise<LightMyRequestResponse>[]) =>
    new Promise<LightMyRequestResponse>((resolve, reject) => {
      for (const answer of answers) answer.then((r) => r.statusCode === 429 && resolve(r), reject);
      Promise.all(answers).then(() => reject(new Error('no shopper was refused')), reject);
    });

  /** Signed-in sellers made beforehand, so that their look-ups can start together. */
  const sellerCookies = async (count: number) => {
    const cookies: string[] = [];
    for (let n = 0; n < count; n += 1) cookies.push((await createSignedInUser(w.t.database.db)).cookie);
    return cookies;
  };

  it("answers shoppers 429 with Retry-After when the queue is full, and a seller's Locate still gets its turn", async () => {
    const cookies = await sellerCookies(2);
    // Addresses nobody knows (404 once asked): each is a real request to the geocoder, never a cached one.
    const shoppers = Array.from({ length: 6 }, (_, n) =>
      w.t.app.inject({
        url: '/api/places',
        query: { address: `${n + 10} Crowded Lane`, city: 'Stony Plain' },
        remoteAddress: `10.7.0.${n + 1}`,
      }),
    );
    const refused = await firstRefusal(shoppers);
    expect(refused.json()).toEqual({ message: GEOCODER_BUSY_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The queue is as full as shoppers may make it: sellers still have room behind them.
    const places = [
      { address: '4910 51 Avenue', city: 'Stony Plain' },
      { address: '101 McLeod Avenue', city: 'Spruce Grove' },
    ];
    const sellers = await Promise.all(
      places.map((query, n) =>
        w.t.app.inject({ url: '/api/geocode', query, headers: { cookie: cookies[n] as string } }),
      ),
    );
    expect(sellers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const answered = await Promise.all(shoppers);
    const statuses = answered.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    for (const answer of answered.filter((a) => a.statusCode === 429)) {
      expect(answer.json().message).toBe(GEOCODER_BUSY_MESSAGE);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Nominatim heard each look-up that got a turn, one a second.
    expect(w.geocoder.requests).toHaveLength(statuses.filter((status) => status === 404).length + 2);
  });

  it('answers sellers 429 with Retry-After too once their own share is full', async () => {
    const cookies = await sellerCookies(6);
    const sellers = await Promise.all(
      cookies.map((cookie, n) => {
        const query = { address: `${n + 10} Busy Road`, city: 'Stony Plain' };
        return w.t.app.inject({ url: '/api/geocode', query, headers: { cookie } });
      }),
    );
    const busy = sellers.filter((answer) => answer.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.json().message).toBe(GEOCODER_BUSY_MESSAGE);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(sellers.every((answer) => [404, 429].includes(answer.statusCode))).toBe(true);
  });
});
