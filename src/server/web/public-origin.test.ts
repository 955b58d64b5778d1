import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { writeClientDir } from '../test-support/client-dir';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';

const INDEX_HTML =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/**
 * og:url and og:image behind a reverse proxy: PUBLIC_URL, else a TRUST_PROXY proxy's forwarded host, else
 * relative links: never the Host header, which any client writes (seo/public-origin.ts).
 */
describe.each(engines)('absolute links in a sale page on %s', (engine) => {
  let t: TestApp;
  let clientDir: string;
  let saleId: number;
  const apps: App[] = [];

  /** Another app on the same database, with extra settings. */
  async function appWith(env: Record<string, string>): Promise<App> {
    const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, ...env }), clientDir };
    const app = await buildApp({ config, database: t.database });
    await app.ready();
    apps.push(app);
    return app;
  }

  async function links(app: App, headers: Record<string, string>) {
    const response = await app.inject({
      method: 'GET',
      url: `/garage-sales/${saleId}`,
      headers: { accept: 'text/html', host: 'internal:5000', ...headers },
    });
    expect(response.statusCode).toBe(200);
    return { url: meta(response.body, 'og:url'), image: meta(response.body, 'og:image') };
  }

  beforeAll(async () => {
    clientDir = writeClientDir({ 'index.html': INDEX_HTML });
    t = await createTestApp(engine, {}, undefined, { clientDir });
    const today = todayIn(t.config.timeZone);
    const { id: userId } = await insertUser(t.database.db, { email: 'proxy@example.org' });
    saleId = await insertSaleOn(t.database.db, userId, today, {
      title: 'Proxied sale',
      photos: [{ url: 'cover.jpg', isFeatured: true }],
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sales.parkland.example' };

  const relative = () => ({ url: `/garage-sales/${saleId}`, image: '/uploads/cover.jpg' });

  it('writes relative links by default, whatever Host and X-Forwarded-* say', async () => {
    expect(await links(t.app, forwarded)).toEqual(relative());
    expect(await links(t.app, {})).toEqual(relative());
  });

  it('never puts a Host header of evil.example into the page, whatever the settings', async () => {
    const evil = { host: 'evil.example' };
    const configs: Record<string, string>[] = [
      {},
      { PUBLIC_URL: 'https://sales.parkland.example' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: '10.0.0.0/8' },
    ];
    for (const env of configs) {
      const app = Object.keys(env).length === 0 ? t.app : await appWith(env);
      for (const headers of [evil, { ...evil, 'x-forwarded-proto': 'https' }]) {
        const response = await app.inject({
          method: 'GET',
          url: `/garage-sales/${saleId}`,
          headers: { accept: 'text/html', ...headers },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('og:url');
        expect(response.body).not.toContain('evil.example');
      }
    }
  });

  it('uses PUBLIC_URL whatever the request says', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://sales.parkland.example/' });
    const variants: Record<string, string>[] = [{}, forwarded, { 'x-forwarded-host': 'evil.example' }];
    for (const headers of variants) {
      expect(await links(app, headers)).toEqual({
        url: `https://sales.parkland.example/garage-sales/${saleId}`,
        image: 'https://sales.parkland.example/uploads/cover.jpg',
      });
    }
  });

  it.each(['true', '1', '127.0.0.1', 'loopback'])(
    "believes the proxy's X-Forwarded-Proto and -Host with TRUST_PROXY=%s",
    async (trust) => {
      const app = await appWith({ TRUST_PROXY: trust });
      expect(await links(app, forwarded)).toEqual({
        url: `https://sales.parkland.example/garage-sales/${saleId}`,
        image: 'https://sales.parkland.example/uploads/cover.jpg',
      });
      // Through the proxy without a forwarded host: the Host header alone is not believed.
      expect(await links(app, {})).toEqual(relative());
    },
  );

  it('does not believe a proxy outside the TRUST_PROXY list', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await links(app, forwarded)).toEqual(relative());
    // Not even when the Host header says the same as the forwarded one.
    const same = { host: 'sales.parkland.example', 'x-forwarded-host': 'sales.parkland.example' };
    expect(await links(app, same)).toEqual(relative());
  });

  it('writes only http or https, whatever a trusted proxy forwards', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    const { url } = await links(app, { ...forwarded, 'x-forwarded-proto': 'javascript' });
    expect(url).toBe(`http://sales.parkland.example/garage-sales/${saleId}`);
  });
});
