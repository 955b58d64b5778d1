import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { NO_COORDINATES_MESSAGE } from '../../shared/schemas/geocode';
import { createSignedInUser } from '../test-support/auth';
import { startTestGeocoder, type TestGeocoder } from '../test-support/geocoder-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';

export interface GeocodeWorld {
  t: TestApp;
  geocoder: TestGeocoder;
  /** A fresh signed-in user per test: each has a few lookups of the per-user minute's allowance. */
  cookie: string;
}

/**
 * The app beside a local geocoder (Nominatim's and Google's protocols), for one describe block: `setup`
 * makes the app once the geocoder has its URL; the world's fields are set before each test.
 */
export function useGeocodeWorld(
  _engine: Engine,
  setup: (geocoder: TestGeocoder) => Parameters<typeof createTestApp>,
): GeocodeWorld {
  const world = {} as GeocodeWorld;
  beforeAll(async () => {
    world.geocoder = await startTestGeocoder();
    world.t = await createTestApp(...setup(world.geocoder));
  });
  afterAll(async () => {
    await world.t.close();
    await world.geocoder.close();
  });
  beforeEach(async () => {
    world.geocoder.requests.length = 0;
    ({ cookie: world.cookie } = await createSignedInUser(world.t.database.db));
  });
  return world;
}

/** Expects the answer for an address nobody knows: 404 with the spec's words. */
export function expectNoCoordinates(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: NO_COORDINATES_MESSAGE });
}
