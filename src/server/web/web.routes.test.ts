import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../shared/date-format';
import { addDaysIso, todayIn } from '../../shared/dates';
import { writeClientDir } from '../test-support/client-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertSale, insertUser, type SaleInput } from '../tools/factories';
import { escapeHtml } from './client-page';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Template description" />
    <title>Template title</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const BIG_SCRIPT = `export const pins = [${'"a pin on the map",'.repeat(400)}];`;

/** A tiny built client: index.html, one hashed asset and one public file. */
function makeClientDir(): string {
  return writeClientDir({
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': 'console.log("app");',
    'fallback/sale-1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // A larger script with the .gz and .br copies the build makes beside it.
    'assets/map-def456.js': BIG_SCRIPT,
    'assets/map-def456.js.gz': zlib.gzipSync(BIG_SCRIPT),
    'assets/map-def456.js.br': zlib.brotliCompressSync(BIG_SCRIPT),
  });
}

/** The content of `<meta property|name="key" content="...">`, still HTML-escaped. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe.each(engines)('web pages on %s', (engine) => {
  let t: TestApp;
  let clientDir: string;
  const ids: Record<string, number> = {};
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8', ...headers } });

  beforeAll(async () => {
    clientDir = makeClientDir();
    t = await createTestApp(engine, { SITE_NAME: 'Parkland & Co Sales' }, undefined, { clientDir });
    const today = todayIn(t.config.timeZone);
    const { id: userId } = await insertUser(t.database.db, { email: 'og@example.org' });
    const sale = (input: Partial<SaleInput> & { title: string }) =>
      insertSale(t.database.db, {
        userId,
        address: '1 Preview Road',
        city: 'Stony Plain',
        position: { lat: 53.5, lng: -114 },
        startDate: today,
        endDate: addDaysIso(today, 1),
        ...input,
      });
    ids.tricky = await sale({
      title: `Mom's "best" <script>alert(1)</script> sale $& $1`,
      description: `Tools & toys <b>cheap</b>\n\nCome early ${'lorem ipsum '.repeat(40)}`,
      photos: [{ url: '/uploads/cover.jpg', thumbnailUrl: '/uploads/cover-thumb.webp', isFeatured: true }],
    });
    ids.plain = await sale({ title: 'Plain sale', neighborhood: 'Old Town' });
    ids.hidden = await sale({ title: 'Hidden sale', isActive: false });
    ids.completed = await sale({ title: 'Completed sale', isCompleted: true, description: 'Done' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/contact', '/contact/', '/?city=Stony%20Plain'])(
    'answers the client page with 200 for %s',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<title>Parkland &amp; Co Sales</title>');
      // Every page has a link preview's picture: the site's own (relative without PUBLIC_URL).
      expect(meta(response.body, 'og:image')).toBe('/og-image.png');
      expect(meta(response.body, 'og:title')).toBe('Parkland &amp; Co Sales');
      // The template's description stays where the page has none of its own.
      expect(response.body.match(/name="description"/g)).toHaveLength(1);
      expect(response.body).toContain('<meta name="description" content="Template description" />');
      // Explore's canonical address is the home page, whatever its filters.
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(response.body)?.[1];
      expect(canonical).toBe(url.startsWith('/contact') ? undefined : '/');
    },
  );

  it.each(['/', '/?city=Stony%20Plain', '/?city=Nowhere'])(
    "paints Explore's bar, heading, filter button and first cards (or a skeleton) before any script, for %s",
    async (url) => {
      const { body } = await page(url);
      const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('</body>'));
      expect(root).toContain('<span class="truncate">Parkland &amp; Co Sales</span>');
      expect(root).toMatch(/<h1 [^>]*>Garage Sales This Week<\/h1>/);
      expect(root).toMatch(/<button [^>]*>(<svg [^>]*><\/svg>)?Show Filters<\/button>/);
      const api = await t.app.inject({ method: 'GET', url: url.replace('/', '/api/garage-sales') });
      const listed = api.json() as { id: number; title: string }[];
      const cards = [
        ...root.matchAll(
          /<h2 [^>]*><a href="\/garage-sales\/(\d+)"[^>]*><span [^>]*>([^<]*)<\/span><\/a><\/h2>/g,
        ),
      ];
      expect(cards.map((match) => [Number(match[1]), match[2]])).toEqual(
        listed.slice(0, 4).map((sale) => [sale.id, escapeHtml(sale.title)]),
      );
      expect(root.match(/animate-pulse/g) ?? []).toHaveLength(listed.length === 0 ? 4 : 0);
    },
  );

  it("names a quick filter's days in the first screen's heading, as React does (issue 22)", async () => {
    expect((await page('/?when=weekend')).body).toMatch(/<h1 [^>]*>Garage Sales This Weekend<\/h1>/);
    expect((await page('/?when=open-now')).body).toMatch(/<h1 [^>]*>Garage Sales Open Now<\/h1>/);
  });

  it("leaves the other screens' root empty for their scripts", async () => {
    expect((await page('/contact')).body).toContain('<div id="root"></div>');
  });

  it.each([
    '/nowhere',
    '/garage-sales',
    '/garage-sales/abc',
    '/garage-sales/999999',
    '/admin',
    '/admin/nowhere',
  ])('answers the client page with 404 for %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('og:url');
  });

  it("answers the shell the service worker keeps, for crawlers' eyes none", async () => {
    const response = await page('/index.html?__WB_REVISION__=abc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Parkland &amp; Co Sales</title>');
  });

  it('answers 404 for a hidden sale without leaking its title', async () => {
    const response = await page(`/garage-sales/${ids.hidden}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Hidden sale');
  });

  it("puts a sale's title, description and photo into the head, escaped", async () => {
    const response = await page(`/garage-sales/${ids.tricky}`, { host: 'sales.example.org:8080' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const escapedTitle = 'Mom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; sale $&amp; $1';
    expect(html).toContain(`<title>${escapedTitle} · Parkland &amp; Co Sales</title>`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('Template title');
    expect(html).not.toContain('Template description');
    expect(meta(html, 'og:title')).toBe(escapedTitle);
    const description = meta(html, 'og:description') ?? '';
    expect(description.startsWith('Tools &amp; toys &lt;b&gt;cheap&lt;/b&gt; Come early lorem')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.replaceAll('&amp;', '&').replaceAll(/&[lg]t;/g, '<').length).toBeLessThanOrEqual(201);
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:type')).toBe('website');
    // Without PUBLIC_URL the links are relative: the Host header is no one's to trust.
    expect(meta(html, 'og:url')).toBe(`/garage-sales/${ids.tricky}`);
    expect(meta(html, 'og:image')).toBe('/uploads/cover.jpg');
    expect(html).toContain(`<link rel="canonical" href="/garage-sales/${ids.tricky}">`);
    expect(html).not.toContain('sales.example.org');
    expect(meta(html, 'og:site_name')).toBe('Parkland &amp; Co Sales');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The tags sit inside the head, before the client's script.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<title>/g)?.length).toBe(1);
  });

  it("describes a sale without description by its dates and place, with the site's picture", async () => {
    const response = await page(`/garage-sales/${ids.plain}`, { host: 'localhost:5000' });
    expect(response.statusCode).toBe(200);
    const today = todayIn(t.config.timeZone);
    const expected = `${formatLongDate(today)} to ${formatLongDate(addDaysIso(today, 1))} · Old Town, Stony Plain`;
    expect(meta(response.body, 'og:description')).toBe(expected);
    expect(meta(response.body, 'og:image')).toBe('/og-image.png');
  });

  it('shows a completed sale, and ignores a Host header that is not a host name', async () => {
    const response = await page(`/garage-sales/${ids.completed}`, { host: 'evil.org"><script>' });
    expect(response.statusCode).toBe(200);
    expect(meta(response.body, 'og:title')).toBe('Completed sale');
    expect(meta(response.body, 'og:url')).toBe(`/garage-sales/${ids.completed}`);
    expect(response.body).not.toContain('evil.org');
  });

  it('serves built assets with a long immutable cache and public files with a short one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app");');
    const svg = await t.app.inject({ method: 'GET', url: '/fallback/sale-1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends a built script's .br or .gz copy to browsers that accept it, and never the copies by name", async () => {
    const script = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/map-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await script('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await script('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await script();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);

    for (const copy of ['/assets/map-def456.js.gz', '/assets/map-def456.js.br']) {
      expect((await t.app.inject({ method: 'GET', url: copy })).statusCode).toBe(404);
    }
  });

  it('answers JSON 404 for unknown API paths, non-page requests and missing files', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/nope', accept: 'text/html' },
      { method: 'GET' as const, url: '/api', accept: 'text/html' },
      { method: 'POST' as const, url: '/api/garage-sales/1/nope', accept: 'text/html' },
      { method: 'POST' as const, url: '/contact', accept: 'text/html' },
      { method: 'GET' as const, url: '/assets/missing.js', accept: '*/*' },
      { method: 'GET' as const, url: '/nowhere', accept: 'application/json' },
      { method: 'GET' as const, url: '/uploads/missing.jpg', accept: 'text/html' },
    ];
    for (const { method, url, accept } of cases) {
      const response = await t.app.inject({ method, url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('rate-limits requests for unknown paths', async () => {
    let last = 0;
    for (let i = 0; i < 301 && last !== 429; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `/api/probe-${i}` })).statusCode;
    }
    expect(last).toBe(429);
    // Known routes are not affected.
    expect((await page('/')).statusCode).toBe(200);
  });
});
