import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { FRESH_LIST_HEADERS, SHARED_LIST_STALE_MS } from '../../shared/list-freshness';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { SESSION_COOKIE } from '../auth/sessions';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { freePort } from '../test-support/app-process';
import {
  makeNginxDir,
  NGINX_PATH,
  type Nginx,
  nginxBlockUnder,
  type ProxiedResponse,
  requestFrom,
  startNginx,
  substituteOnce,
} from '../test-support/nginx';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCategory, insertCity } from '../tools/factories';

const README_HEADING = '### nginx in front of the app';
const README_CACHE_PATH = '/var/cache/nginx-garage-sales';
const readReadme = () => fs.readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');

/** The lines of the block that starts at the line beginning with `start`, to its closing brace, no comments. */
function blockLines(config: string, start: string): string[] {
  const lines = config
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
  const first = lines.findIndex((line) => line.startsWith(start));
  if (first === -1) throw new Error(`no "${start}" block`);
  const block: string[] = [];
  let depth = 0;
  for (const line of lines.slice(first)) {
    block.push(line);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0 && line.endsWith('}')) break;
  }
  return block;
}

describe("compose.yaml's nginx (deploy/nginx.conf)", () => {
  it("caches and refreshes the sales list with README's very lines", () => {
    const readme = nginxBlockUnder(readReadme(), README_HEADING);
    const compose = fs.readFileSync(path.join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
    for (const start of ['map $http_cache_control', 'location = /api/garage-sales', 'proxy_cache_path']) {
      expect(blockLines(compose, start), start).toEqual(blockLines(readme, start));
    }
    const headers = (config: string) =>
      blockLines(`server {${config.split('server {')[1]}`, 'server {').filter((line) =>
        /^(proxy_set_header|client_max_body_size|proxy_http_version)/.test(line),
      );
    // Every header and limit README's server sets (compose's photos location sets a Host of its own too).
    expect(headers(readme).length).toBeGreaterThan(5);
    expect(headers(compose)).toEqual(expect.arrayContaining(headers(readme)));
  });
});

// CI installs nginx (.ci/run): there a missing binary fails the test. A developer without it is told why.
const runs = fs.existsSync(NGINX_PATH) || Boolean(process.env.CI);

describe.skipIf(!runs)("README's nginx configuration, run by Debian's nginx in front of the app", () => {
  let t: TestApp;
  let nginx: Nginx;
  let dir: string;
  let site: string;
  let categoryId: number;

  beforeAll(async () => {
    if (!fs.existsSync(NGINX_PATH))
      throw new Error(`nginx is not installed at ${NGINX_PATH} (.ci/run installs it)`);
    // The app as README says to start it behind nginx: TRUST_PROXY=127.0.0.1, no PUBLIC_URL.
    t = await createTestApp(
      'pglite',
      { TRUST_PROXY: '127.0.0.1', REGISTER_LIMIT_PER_HOUR: '2' },
      async ({ db }) => {
        await insertCity(db, { name: 'Stony Plain' });
        categoryId = await insertCategory(db, { name: 'Tools' });
      },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const appPort = (t.app.server.address() as AddressInfo).port;
    dir = makeNginxDir();
    // What Debian has: /var/cache, but no folder of nginx's in it.
    fs.mkdirSync(path.join(dir, 'var/cache'), { recursive: true });
    const port = await freePort();
    const readme = readReadme();
    // The only changes to README's block: the app's address, the port, and the cache folder's root.
    const block = substituteOnce(nginxBlockUnder(readme, README_HEADING), {
      '127.0.0.1:5000': `127.0.0.1:${appPort}`,
      'listen 80;': `listen 127.0.0.1:${port};`,
      [README_CACHE_PATH]: path.join(dir, README_CACHE_PATH),
    });
    nginx = await startNginx(dir, block, port);
    site = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await nginx?.stop();
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What a browser on the site sends with a write: its Origin, Fetch Metadata, and the session cookie. */
  const browserWrite = (cookie?: string): Record<string, string> => ({
    origin: site,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    ...(cookie ? { cookie } : {}),
  });
  const json = (body: unknown) => ({ body: Buffer.from(JSON.stringify(body)), type: 'application/json' });

  let registered = 0;
  const register = (from: string, extraHeaders: Record<string, string> = {}) => {
    registered += 1;
    const { body, type } = json({
      email: `proxy-${registered}-${Date.now()}@example.org`,
      password: 'ProxyTest123',
      confirmPassword: 'ProxyTest123',
      agreeTerms: true,
    });
    return requestFrom(from, `${site}/api/auth/register`, {
      method: 'POST',
      headers: { ...browserWrite(), ...extraHeaders, 'content-type': type },
      body,
    });
  };
  const sessionOf = (response: ProxiedResponse) => {
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    if (!session) throw new Error(`no session cookie in ${response.status} ${response.body}`);
    return session.split(';')[0] as string;
  };
  const list = (headers: Record<string, string> = {}) =>
    requestFrom('127.0.0.1', `${site}/api/garage-sales`, { headers });
  const titles = (response: ProxiedResponse) => (response.json() as { title: string }[]).map((s) => s.title);
  const createSale = async (cookie: string, title: string) => {
    const startDate = addDaysIso(todayIn(t.config.timeZone), 1);
    const { body, type } = json(exampleSaleWrite(startDate, { title, categoryIds: [categoryId] }));
    return requestFrom('127.0.0.1', `${site}/api/garage-sales`, {
      method: 'POST',
      headers: { ...browserWrite(cookie), 'content-type': type },
      body,
    });
  };

  it('creates its cache folder itself where only the parent exists', () => {
    expect(fs.statSync(path.join(dir, README_CACHE_PATH)).isDirectory()).toBe(true);
  });

  it('answers the sales list from its cache on the next request', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toMatch(/^(MISS|HIT|EXPIRED|STALE|UPDATING)$/);
    const second = await list();
    expect(second.status).toBe(200);
    // HIT within the list's 10 s; a machine slower than that between two requests still answers from the
    // cache (STALE while it refreshes), never from the app.
    expect(second.headers['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("takes a browser's sign-up and new sale, without PUBLIC_URL, and shows the seller the sale at once", async () => {
    const before = await list();
    expect(before.status).toBe(200);
    expect((await list()).headers['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);

    const signedUp = await register('127.0.0.1');
    expect(signedUp.status, signedUp.body.toString()).toBe(201);
    const created = await createSale(sessionOf(signedUp), 'Sale through the proxy');
    expect(created.status, created.body.toString()).toBe(201);

    // How Explore asks for the list right after its own change (src/client/lib/own-changes.ts).
    const own = await list({ ...FRESH_LIST_HEADERS });
    expect(own.status).toBe(200);
    expect(own.headers['x-cache-status']).toBe('BYPASS');
    expect(titles(own)).toContain('Sale through the proxy');
    // ...and the fresh copy is what the cache gives everyone else from then on.
    const others = await list();
    expect(others.headers['x-cache-status']).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(titles(others)).toContain('Sale through the proxy');
  });

  it('passes a 5 MB phone photo on to the app', async () => {
    const signedUp = await register('127.0.0.1');
    expect(signedUp.status, signedUp.body.toString()).toBe(201);
    const cookie = sessionOf(signedUp);
    const created = await createSale(cookie, 'Sale with a big photo');
    expect(created.status, created.body.toString()).toBe(201);
    const { id } = created.json() as { id: number };
    // A phone photo's size: noise keeps JPEG from shrinking it (background is required by the type, unused).
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 70 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0042.jpg');
    const multipart = new Response(form);
    const uploaded = await requestFrom('127.0.0.1', `${site}/api/garage-sales/${id}/photos`, {
      method: 'POST',
      headers: { ...browserWrite(cookie), 'content-type': String(multipart.headers.get('content-type')) },
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(uploaded.status, uploaded.body.toString().slice(0, 300)).toBe(201);
    expect(uploaded.json()).toHaveLength(1);
  });

  it("counts each visitor's own address in the rate limits, whatever X-Forwarded-For they send", async () => {
    // REGISTER_LIMIT_PER_HOUR=2 per address. Without the forwarded address all would be nginx's 127.0.0.1.
    expect((await register('127.0.0.3')).status).toBe(201);
    expect((await register('127.0.0.3')).status).toBe(201);
    const third = await register('127.0.0.3');
    expect(third.status).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect((await register('127.0.0.4')).status).toBe(201);
    // A visitor cannot pass as another: nginx appends the address it saw, and the app believes only nginx.
    expect((await register('127.0.0.5', { 'x-forwarded-for': '127.0.0.3' })).status).toBe(201);
    expect((await register('127.0.0.5', { 'x-forwarded-for': '127.0.0.6' })).status).toBe(201);
    expect((await register('127.0.0.5', { 'x-forwarded-for': '127.0.0.7' })).status).toBe(429);
  });

  it("keeps the client's fresh window as long as a shared cache may keep the list", () => {
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(LIST_CACHE_CONTROL)?.[1]);
    expect(SHARED_LIST_STALE_MS).toBe((seconds('s-maxage') + seconds('stale-while-revalidate')) * 1000);
  });
});
