import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../../shared/dates';
import { GoogleMapsKeySchema, PublicConfigSchema } from '../../shared/schemas/config';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { apiKeys } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { MAPS_KEY_TTL_MS } from './site.service';

const ENV = {
  SITE_NAME: 'Coastal Yard Sales',
  PRODUCT_NOUN: 'Yard Sales',
  CONTACT_EMAIL: 'hello@coastal.example',
  MAP_CENTER: '49.25, -123.1',
  MAP_ZOOM: '11',
  // Fourteen hours ahead of UTC: its day differs from the machine's for most of every day.
  TIMEZONE: 'Pacific/Kiritimati',
  TILE_URL: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
};
const ENV_KEY = 'AIzaFromTheEnvironment-0123456789';
const SAVED_KEY = 'AIzaSavedByAnAdmin-0123456789abc';

describe.each(engines)('site routes on %s', (engine) => {
  let t: TestApp;
  let withEnvKey: App;
  const get = (app: App, url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(engine, ENV);
    const config = loadConfig({ DATA_DIR: t.config.dataDir, ...ENV, GOOGLE_MAPS_API_KEY: ENV_KEY });
    withEnvKey = await buildApp({ config: { ...config, clientDir: undefined }, database: t.database });
    await withEnvKey.ready();
  });
  afterAll(async () => {
    await withEnvKey.close();
    await t.close();
  });

  it("answers the deployment's settings and today's date in its time zone", async () => {
    const before = todayIn('Pacific/Kiritimati');
    const response = await get(t.app, '/api/config');
    const after = todayIn('Pacific/Kiritimati');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = PublicConfigSchema.parse(response.json());
    expect(body).toEqual({
      siteName: 'Coastal Yard Sales',
      productNoun: 'yard sales',
      productNounFr: 'ventes de garage',
      contactEmail: 'hello@coastal.example',
      mapCenter: { lat: 49.25, lng: -123.1 },
      mapZoom: 11,
      tileUrl: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
      tileAttribution: 'Map tiles',
      timeZone: 'Pacific/Kiritimati',
      today: expect.any(String),
    });
    expect([before, after]).toContain(body.today);
  });

  it('answers a null maps key when none is configured or saved', async () => {
    const response = await get(t.app, '/api/google-maps-key');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(GoogleMapsKeySchema.parse(response.json())).toEqual({ apiKey: null });
  });

  it("answers the environment's key when one is configured", async () => {
    const response = await get(withEnvKey, '/api/google-maps-key');
    expect(response.json()).toEqual({ apiKey: ENV_KEY });
  });

  it("prefers the key an admin saved under 'google_maps' over the environment's, read again every 30 s", async () => {
    await t.database.db.insert(apiKeys).values({ name: 'other_service', key: 'not-the-maps-key-0123456789' });
    await t.database.db.insert(apiKeys).values({ name: 'google_maps', key: SAVED_KEY });
    // Saved by another instance: these keep their copies until they are 30 s old.
    expect((await get(t.app, '/api/google-maps-key')).json()).toEqual({ apiKey: null });
    expect((await get(withEnvKey, '/api/google-maps-key')).json()).toEqual({ apiKey: ENV_KEY });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + MAPS_KEY_TTL_MS + 1);
    try {
      expect((await get(withEnvKey, '/api/google-maps-key')).json()).toEqual({ apiKey: SAVED_KEY });
      expect((await get(t.app, '/api/google-maps-key')).json()).toEqual({ apiKey: SAVED_KEY });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("allows eval and Google's domains in pages' CSP only while a key is in effect", async () => {
    const csp = async (app: App) =>
      String((await get(app, '/api/config')).headers['content-security-policy']);
    expect(await csp(withEnvKey)).toContain("'unsafe-eval'");
    t.app.mapsKeys.set(null);
    expect(await csp(t.app)).not.toContain("'unsafe-eval'");
    expect(await csp(t.app)).not.toContain('googleapis');
    t.app.mapsKeys.set(SAVED_KEY);
    expect(await csp(t.app)).toContain("'unsafe-eval'");
    expect(await csp(t.app)).toContain('https://*.googleapis.com');
  });
});
