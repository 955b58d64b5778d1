import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { garageSales } from '../db/schema';
import { parseXml } from '../test-support/markup';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSeoWorld } from './seo.fixtures';
import { sitemapXml } from './sitemap';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ORIGIN = 'https://sales.parkland.example';

describe.each(engines)('sitemap.xml and robots.txt on %s', (engine) => {
  let app: App;
  const ids = { today: 0, later: 0, ended: 0, completed: 0, hidden: 0, removed: 0, reported: 0 };

  const w = useWorld(() => createSeoWorld(engine));
  beforeAll(async () => {
    app = await w.appWith({ PUBLIC_URL: `${ORIGIN}/` });
    ids.today = await w.sale({ title: 'Today in Stony Plain' });
    ids.later = await w.sale({ title: 'Next month', startDate: w.day(30), endDate: w.day(31) });
    ids.ended = await w.sale({ title: 'Last week', startDate: w.day(-8), endDate: w.day(-7) });
    ids.completed = await w.sale({ title: 'Marked complete', isCompleted: true });
    ids.hidden = await w.sale({ title: 'Hidden', isActive: false });
    // Hidden by community reports until an administrator looks (issue 14).
    ids.reported = await w.sale({ title: 'Under review' });
    await w.t.database.db
      .update(garageSales)
      .set({ underReview: true })
      .where(eq(garageSales.id, ids.reported));
    ids.removed = await w.sale({ title: 'Removed by its seller' });
    const removal = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/garage-sales/${ids.removed}`,
      headers: { cookie: w.owner.cookie },
    });
    expect(removal.statusCode).toBe(204);
  });

  async function sitemap(target: App = app, headers: Record<string, string> = {}) {
    const response = await target.inject({ method: 'GET', url: '/sitemap.xml', headers });
    return response;
  }

  function entries(xml: string): Map<string, string | undefined> {
    const document = parseXml(xml);
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(NS);
    const urls = [...document.getElementsByTagNameNS(NS, 'url')];
    return new Map(
      urls.map((url) => [
        url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent ?? '',
        url.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent ?? undefined,
      ]),
    );
  }

  it('lists exactly the sale pages a guest can open, every active city page and the home page, in both languages', async () => {
    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const listed = entries(response.body);
    const sales = [...listed.keys()].filter((loc) => loc.startsWith(`${ORIGIN}/garage-sales/`));
    // Ended and completed sales keep their page (it answers 200), so they stay; hidden and removed do not.
    const open = [ids.today, ids.later, ids.ended, ids.completed].map((id) => `/garage-sales/${id}`);
    const cities = ['stony-plain', 'spruce-grove', 'st-albert'].map((slug) => `/garage-sales/in/${slug}`);
    expect(sales.sort()).toEqual([...open, ...cities].map((path) => ORIGIN + path).sort());
    // Each page once in English and once under /fr (issue 24).
    const pages = ['/', ...open, ...cities];
    const everyLanguage = pages.flatMap((path) => [ORIGIN + path, `${ORIGIN}/fr${path}`]);
    expect([...listed.keys()].sort()).toEqual(everyLanguage.sort());
    expect(response.body).not.toContain(`/garage-sales/${ids.hidden}<`);
    expect(response.body).not.toContain(`/garage-sales/${ids.reported}<`);
    expect(response.body).not.toContain(`/garage-sales/${ids.removed}<`);
    expect(response.body).not.toContain('closedville');
  });

  it('names the other language of each page with xhtml:link alternates, English as x-default', async () => {
    const document = parseXml((await sitemap()).body);
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const french = [...document.getElementsByTagNameNS(NS, 'url')].find(
      (url) =>
        url.getElementsByTagNameNS(NS, 'loc')[0]?.textContent === `${ORIGIN}/fr/garage-sales/${ids.today}`,
    );
    const links = [...(french?.getElementsByTagNameNS(XHTML, 'link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['en', `${ORIGIN}/garage-sales/${ids.today}`],
      ['fr', `${ORIGIN}/fr/garage-sales/${ids.today}`],
      ['x-default', `${ORIGIN}/garage-sales/${ids.today}`],
    ]);
  });

  it("gives each sale and city page a lastmod in W3C date-time form, the sale's last change", async () => {
    const listed = entries((await sitemap()).body);
    for (const id of [ids.today, ids.later, ids.ended, ids.completed]) {
      const lastmod = listed.get(`${ORIGIN}/garage-sales/${id}`);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Math.abs(Date.parse(lastmod ?? '') - Date.now())).toBeLessThan(10 * 60_000);
    }
    for (const slug of ['stony-plain', 'spruce-grove', 'st-albert']) {
      expect(listed.get(`${ORIGIN}/garage-sales/in/${slug}`)).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    }
  });

  it('follows a change: a sale removed later leaves the sitemap', async () => {
    const id = await w.sale({ title: 'Soon hidden' });
    expect(entries((await sitemap()).body).has(`${ORIGIN}/garage-sales/${id}`)).toBe(true);
    const removal = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/garage-sales/${id}`,
      headers: { cookie: w.owner.cookie },
    });
    expect(removal.statusCode).toBe(204);
    expect(entries((await sitemap()).body).has(`${ORIGIN}/garage-sales/${id}`)).toBe(false);
  });

  it('answers 404 without PUBLIC_URL, whatever Host says: a sitemap needs absolute addresses', async () => {
    const response = await sitemap(w.t.app, { host: 'evil.example' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('evil.example');
  });

  it("uses a trusted proxy's forwarded host when there is no PUBLIC_URL", async () => {
    const proxied = await w.appWith({ TRUST_PROXY: 'loopback' });
    const response = await sitemap(proxied, {
      host: 'internal:5000',
      'x-forwarded-host': 'sales.example.org',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(200);
    expect(entries(response.body).has(`https://sales.example.org/garage-sales/${ids.today}`)).toBe(true);
    expect((await sitemap(proxied, { host: 'evil.example' })).statusCode).toBe(404);
  });

  it('robots.txt keeps crawlers out of the admin, the API and the signed-in screens and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/admin',
      '/api/',
      '/my-sales',
      '/favorites',
      '/create-sale',
      '/edit-sale/',
      '/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(garage-sales|$)/.test(line))).toBe(false);
  });

  it('robots.txt names no sitemap when no origin is trusted, and never the Host header', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).not.toContain('Sitemap:');
    expect(response.body).not.toContain('evil.example');
  });
});

describe('sitemapXml', () => {
  it("escapes XML's special characters, so a parser reads the addresses back unchanged", () => {
    const loc = 'https://x.example/a?b=1&c=\'<d>"';
    const document = parseXml(sitemapXml([{ loc, lastmod: new Date('2025-07-05T14:00:00Z') }]));
    expect(document.getElementsByTagNameNS(NS, 'loc')[0]?.textContent).toBe(loc);
    expect(document.getElementsByTagNameNS(NS, 'lastmod')[0]?.textContent).toBe('2025-07-05T14:00:00.000Z');
  });
});
