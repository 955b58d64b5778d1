import { describe, expect, it } from 'vitest';
import { engines } from '../test-support/test-database';
import { expectNoCoordinates, useGeocodeWorld } from './geocode.fixtures';
import { PLACE_LOOKUPS_PER_MINUTE } from './place-lookup.routes';

describe.each(engines)("GET /api/places (a shopper's start point) on %s", (engine) => {
  const w = useGeocodeWorld(engine, (geocoder) => [
    engine,
    { GEOCODER_URL: geocoder.url, GEOCODER_COUNTRY_CODES: 'CA' },
    undefined,
    { geocoderIntervalMs: 0 },
  ]);
  let ip = 0;
  // Each test its own address on the network, so the per-address allowance is the test's alone.
  const lookUp = (
    query: Record<string, string>,
    remoteAddress = `10.9.0.${++ip}`,
    headers: Record<string, string> = {},
  ) => w.t.app.inject({ method: 'GET', url: '/api/places', query, remoteAddress, headers });

  it("answers a guest with the address's position, private to them", async () => {
    const response = await lookUp({ address: '101 McLeod Avenue', city: 'Spruce Grove' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ position: { lat: 53.5447, lng: -113.9121 } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(w.geocoder.requests.map((request) => request.params.get('q'))).toEqual([
      '101 McLeod Avenue, Spruce Grove',
    ]);
  });

  it('refuses a short address with the form message and asks no geocoder', async () => {
    const response = await lookUp({ address: '12', city: 'Spruce Grove' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Address must be at least 5 characters long');
    expect(w.geocoder.requests).toEqual([]);
  });

  it('answers 404 with the message for an address nobody knows', async () => {
    const response = await lookUp({ address: '77 Nowhere Crescent', city: 'Stony Plain' });
    expectNoCoordinates(response);
  });

  it('lets one address on the network look up a few places a minute, then 429', async () => {
    const query = { address: '4910 51 Avenue', city: 'Stony Plain' };
    for (let i = 0; i < PLACE_LOOKUPS_PER_MINUTE; i++) {
      expect((await lookUp(query, '10.9.1.1')).statusCode).toBe(200);
    }
    const refused = await lookUp(query, '10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Rate limit exceeded, retry in 1 minute' });
    // Issue 24: the same refusal in the request's language, with the seconds left.
    const french = await lookUp(query, '10.9.1.1', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.statusCode).toBe(429);
    expect(french.json().message).toMatch(/^Trop de requêtes\u00a0: réessayez dans \d+ secondes?$/);
    expect((await lookUp(query, '10.9.1.2')).statusCode).toBe(200);
  });
});
