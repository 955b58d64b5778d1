import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGE, MapsKeyStatusSchema } from '../../../shared/schemas/admin';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiKeys } from '../../db/schema';
import { MAPS_KEY_TTL_MS } from '../../site/site.service';
import { createSignedInUser, type SignedInUser } from '../../test-support/auth';
import { writeClientDir } from '../../test-support/client-dir';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';

const PATH = '/api/admin/settings/maps-key';
const SAVED_KEY = 'AIzaSavedByAnAdmin-0123456789wxyz';
const NEWER_KEY = 'AIzaANewerKeyFromAnAdmin-98765abcd';
const ENV_KEY = 'AIzaFromTheEnvironment-0123456789envk';

/** A built client of one page, so that GET / answers HTML with the page's headers. */
function makeClientDir(): string {
  const dir = writeClientDir({
    'index.html':
      '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>',
  });
  fs.mkdirSync(path.join(dir, 'assets'));
  return dir;
}

const allowsEval = (response: LightMyRequestResponse) =>
  /script-src [^;]*'unsafe-eval'/.test(String(response.headers['content-security-policy']));
/** Whether the CSP names any of Google's domains (scripts, images, fonts, frames...). */
const namesGoogle = (response: LightMyRequestResponse) =>
  /google|gstatic|ggpht/.test(String(response.headers['content-security-policy']));

describe.each(engines)('maps key settings on %s', (engine) => {
  const clientDir = makeClientDir();
  let t: TestApp;
  /** A second instance on the same database, with GOOGLE_MAPS_API_KEY set. */
  let withEnvKey: App;
  let admin: SignedInUser;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, undefined, { clientDir });
    const config = loadConfig({ DATA_DIR: t.config.dataDir, GOOGLE_MAPS_API_KEY: ENV_KEY });
    withEnvKey = await buildApp({ config: { ...config, clientDir: undefined }, database: t.database });
    await withEnvKey.ready();
    admin = await createSignedInUser(t.database.db, { userType: 'admin' });
    user = await createSignedInUser(t.database.db);
  });
  afterAll(async () => {
    await withEnvKey.close();
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const call = (app: App, method: 'GET' | 'PUT' | 'DELETE', as?: SignedInUser, payload?: object) =>
    app.inject({
      method,
      url: PATH,
      headers: as ? { cookie: as.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const mapsKey = async (app: App) =>
    (await app.inject({ method: 'GET', url: '/api/google-maps-key' })).json();
  const homePage = () => t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s answers 401 to a guest and 403 to a user',
    async (method) => {
      const body = method === 'PUT' ? { apiKey: SAVED_KEY } : undefined;
      expect((await call(t.app, method, undefined, body)).statusCode).toBe(401);
      const refused = await call(t.app, method, user, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This requires administrator privileges' });
      expect(await t.database.db.select().from(apiKeys)).toEqual([]);
    },
  );

  it('answers that no key is in effect, and pages do not allow eval', async () => {
    const response = await call(t.app, 'GET', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ source: 'none', lastFour: null, updatedAt: null });
    expect(await mapsKey(t.app)).toEqual({ apiKey: null });
    const page = await homePage();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(allowsEval(page)).toBe(false);
    expect(namesGoogle(page)).toBe(false);
    expect(namesGoogle(await t.app.inject({ method: 'GET', url: '/api/config' }))).toBe(false);
  });

  it.each([
    ['a short key', { apiKey: 'too-short-key' }, API_KEY_MESSAGE],
    ['no key', {}, API_KEY_MESSAGE],
    [
      'a key with spaces',
      { apiKey: 'AIza with spaces 0123456789' },
      'An API key has no spaces or special characters',
    ],
  ])('refuses %s with a 400 on the field', async (_case, body, message) => {
    const response = await call(t.app, 'PUT', admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'apiKey', message }] });
    expect(await t.database.db.select().from(apiKeys)).toEqual([]);
  });

  it('saves a key that the key route and every page use at once, and replaces it on a second save', async () => {
    const saved = await call(t.app, 'PUT', admin, { apiKey: `  ${SAVED_KEY} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    const status = MapsKeyStatusSchema.parse(saved.json());
    expect(status).toEqual({ source: 'database', lastFour: 'wxyz', updatedAt: expect.any(String) });
    expect((await call(t.app, 'GET', admin)).json()).toEqual(status);
    expect(await mapsKey(t.app)).toEqual({ apiKey: SAVED_KEY });
    expect(allowsEval(await homePage())).toBe(true);
    expect(allowsEval(await t.app.inject({ method: 'GET', url: '/api/config' }))).toBe(true);
    expect(namesGoogle(await homePage())).toBe(true);
    expect(namesGoogle(await t.app.inject({ method: 'GET', url: '/api/config' }))).toBe(true);

    const replaced = await call(t.app, 'PUT', admin, { apiKey: NEWER_KEY });
    expect(replaced.json()).toMatchObject({ source: 'database', lastFour: 'abcd' });
    expect(await mapsKey(t.app)).toEqual({ apiKey: NEWER_KEY });
    const rows = await t.database.db.select().from(apiKeys);
    expect(rows.map((row) => [row.name, row.key])).toEqual([['google_maps', NEWER_KEY]]);
  });

  it('removes the saved key: no key, no eval and no Google domains again', async () => {
    const removed = await call(t.app, 'DELETE', admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'API key removed' });
    expect(await t.database.db.select().from(apiKeys)).toEqual([]);
    expect((await call(t.app, 'GET', admin)).json()).toEqual({
      source: 'none',
      lastFour: null,
      updatedAt: null,
    });
    expect(await mapsKey(t.app)).toEqual({ apiKey: null });
    expect(allowsEval(await homePage())).toBe(false);
    expect(namesGoogle(await homePage())).toBe(false);
    expect(namesGoogle(await t.app.inject({ method: 'GET', url: '/api/config' }))).toBe(false);
    // Removing when nothing is saved is fine.
    expect((await call(t.app, 'DELETE', admin)).statusCode).toBe(200);
  });

  it("falls back to the environment's key when the saved one is removed", async () => {
    expect((await call(withEnvKey, 'GET', admin)).json()).toEqual({
      source: 'environment',
      lastFour: 'envk',
      updatedAt: null,
    });
    expect((await call(withEnvKey, 'PUT', admin, { apiKey: SAVED_KEY })).statusCode).toBe(200);
    expect(await mapsKey(withEnvKey)).toEqual({ apiKey: SAVED_KEY });
    expect((await call(withEnvKey, 'DELETE', admin)).statusCode).toBe(200);
    expect(await mapsKey(withEnvKey)).toEqual({ apiKey: ENV_KEY });
    expect((await call(withEnvKey, 'GET', admin)).json()).toMatchObject({ source: 'environment' });
    expect(allowsEval(await withEnvKey.inject({ method: 'GET', url: '/api/config' }))).toBe(true);
    expect(namesGoogle(await withEnvKey.inject({ method: 'GET', url: '/api/config' }))).toBe(true);
  });

  describe('another instance sharing the database', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const later = (ms: number) => {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + ms);
    };

    it('picks a saved or removed key up within 30 seconds, without a read per request before', async () => {
      expect(await mapsKey(t.app)).toEqual({ apiKey: null });
      expect((await call(withEnvKey, 'PUT', admin, { apiKey: SAVED_KEY })).statusCode).toBe(200);
      // Still this instance's copy: no database read for each request.
      expect(await mapsKey(t.app)).toEqual({ apiKey: null });
      later(MAPS_KEY_TTL_MS + 1);
      expect(await mapsKey(t.app)).toEqual({ apiKey: SAVED_KEY });
      expect(allowsEval(await homePage())).toBe(true);
      expect(namesGoogle(await homePage())).toBe(true);
      vi.restoreAllMocks();

      expect((await call(withEnvKey, 'DELETE', admin)).statusCode).toBe(200);
      later(2 * MAPS_KEY_TTL_MS + 2);
      expect(await mapsKey(t.app)).toEqual({ apiKey: null });
      expect(allowsEval(await homePage())).toBe(false);
      expect(namesGoogle(await homePage())).toBe(false);
    });
  });
});
