import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PackedRows, unpackRows } from '../../shared/packed-rows';
import { type EventDetail, EventDetailSchema } from '../../shared/schemas/events';
import { makeEvent, makeEventSale } from '../../shared/schemas/events.fixtures';
import { PAGE_DATA_ID, PageDataSchema } from '../../shared/schemas/page-data';
import type { App } from '../app';
import { insertEvent, registerEventSales } from '../events/events.fixtures';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { parseHtml, parseXml } from '../test-support/markup';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { eventShellHtml } from './event-page';
import { createSeoWorld } from './seo.fixtures';

const ORIGIN = 'https://sales.parkland.example';

describe.each(engines)("a community sale day's server-drawn page on %s", (engine) => {
  let app: App;
  const ids = { first: 0, second: 0, late: 0 };

  const w = useWorld(() => createSeoWorld(engine));
  beforeAll(async () => {
    app = await w.appWith({ PUBLIC_URL: ORIGIN });
    const db = w.t.database.db;
    const day = w.day(3);
    const eventId = await insertEvent(db, {
      slug: 'spruce-days',
      name: 'Spruce <Grove> Community Garage Sale',
      days: [{ date: day, startTime: '08:00', endTime: '16:00' }],
      description: 'Hundreds of households sell on the same Saturday.\n\nMaps at the library.',
      rules: 'No food sales.',
    });
    const sale = (title: string, address: string) =>
      w.sale({ title, address, city: 'Spruce Grove', startDate: day, endDate: day });
    ids.second = await sale('Tools & toys', '9 Grove Drive');
    ids.first = await sale('Books galore', '2 Grove Drive');
    ids.late = await sale('Late registrant', '40 Elm Street');
    const hidden = await w.sale({ title: 'Hidden one', isActive: false, startDate: day, endDate: day });
    await registerEventSales(db, eventId, [
      { saleId: ids.second, number: 2 },
      { saleId: ids.first, number: 1 },
      { saleId: ids.late },
      { saleId: hidden, number: 3 },
    ]);
    await insertEvent(db, { slug: 'over-already', days: [{ date: w.day(-10) }] });
  });

  const get = (target: App, url: string) =>
    target.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('draws the name, days, count and the numbered list into the HTML, before any script', async () => {
    const response = await get(app, '/events/spruce-days');
    expect(response.statusCode).toBe(200);
    const document = parseHtml(response.body);
    expect(document.title).toBe('Spruce <Grove> Community Garage Sale · Parkland Garage Sales');
    expect(document.querySelector('#root h1')?.textContent).toBe('Spruce <Grove> Community Garage Sale');
    expect(document.querySelector('#root ul li')?.textContent).toMatch(/, 8:00 AM to 4:00 PM$/);
    expect(document.querySelector('#root')?.textContent).toContain('3 sales registered');
    expect(document.querySelector('#root')?.textContent).toContain('No food sales.');
    const items = [...document.querySelectorAll('#root ol li')];
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      '#1Books galore',
      '#2Tools & toys',
      'Late registrant',
    ]);
    expect(items.map((li) => li.querySelector('h3 a')?.getAttribute('href'))).toEqual([
      `/garage-sales/${ids.first}`,
      `/garage-sales/${ids.second}`,
      `/garage-sales/${ids.late}`,
    ]);
    expect(response.body).not.toContain('Hidden one');
    // The list is in the page itself: every sale comes before the first script of the body.
    expect(response.body.indexOf('Late registrant')).toBeLessThan(
      response.body.indexOf('<script type="module"'),
    );
    expect(response.body).toContain('Spruce &lt;Grove&gt;');
  });

  it('carries the event’s answer in the page data, so the app takes the page over without asking again', async () => {
    const document = parseHtml((await get(app, '/events/spruce-days')).body);
    const script = document.getElementById(PAGE_DATA_ID);
    expect(script?.getAttribute('type')).toBe('application/json');
    expect(script?.textContent).not.toMatch(/[<>]/);
    const data = PageDataSchema.parse(JSON.parse(script?.textContent ?? ''));
    const answer = await app.inject({ method: 'GET', url: '/api/events/spruce-days' });
    // Its sales packed (shared/packed-rows.ts): the client's seedEvent unpacks them.
    const { sales, ...event } = data.event as unknown as { sales: PackedRows };
    expect(sales.rows).toHaveLength(3);
    expect(EventDetailSchema.parse({ ...event, sales: unpackRows(sales) })).toEqual(answer.json());
    expect(data.config.today).toBe(w.day(0));
  });

  it('describes the event as a schema.org Event and for link previews', async () => {
    const document = parseHtml((await get(app, '/events/spruce-days')).body);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.textContent).not.toMatch(/[<>]/);
    const event = JSON.parse(blocks[0]?.textContent ?? '');
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Spruce <Grove> Community Garage Sale',
      url: `${ORIGIN}/events/spruce-days`,
      location: { '@type': 'Place', name: 'Across the whole area' },
    });
    expect(event.startDate).toMatch(new RegExp(`^${w.day(3)}T08:00:00[-+]\\d\\d:\\d\\d$`));
    expect(event.endDate).toMatch(new RegExp(`^${w.day(3)}T16:00:00[-+]\\d\\d:\\d\\d$`));
    expect(event.description).toMatch(/: 3 sales\. Hundreds of households sell on the same Saturday\./);
    const meta = (key: string) => document.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Spruce <Grove> Community Garage Sale');
    expect(meta('og:description')).toBe(event.description);
    expect(meta('og:url')).toBe(`${ORIGIN}/events/spruce-days`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/events/spruce-days`,
    );
  });

  it('speaks French at its French address', async () => {
    const response = await get(app, '/fr/events/spruce-days');
    expect(response.statusCode).toBe(200);
    const document = parseHtml(response.body);
    expect(document.documentElement.getAttribute('lang')).toBe('fr');
    const root = document.querySelector('#root')?.textContent ?? '';
    expect(root).toContain('3 ventes inscrites');
    expect(root).toContain('Règlement');
    expect(root).toContain('Les ventes, par numéro');
    expect(document.querySelector('#root ul li')?.textContent).toMatch(/, de 8 h 00 à 16 h 00$/);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/fr/events/spruce-days`,
    );
    const event = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(event.url).toBe(`${ORIGIN}/fr/events/spruce-days`);
    expect(event.location.name).toBe('Dans toute la région');
  });

  it.each(['/events/nowhere', '/events/Bad_Slug', '/fr/events/nowhere'])(
    'answers 404 for %s',
    async (url) => {
      const response = await get(w.t.app, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it('is the same bytes for every viewer, with an ETag, 304 and the shared-cache header', async () => {
    const first = await get(app, '/events/spruce-days');
    expect(first.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    const signedIn = await app.inject({
      url: '/events/spruce-days',
      headers: { accept: 'text/html', cookie: w.owner.cookie },
    });
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.headers.etag).toBe(first.headers.etag);
    const again = await app.inject({
      url: '/events/spruce-days',
      headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('goes out compressed as the browser accepts, the same page with the same ETag', async () => {
    const plain = await get(app, '/events/spruce-days');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const sent = await app.inject({
        url: '/events/spruce-days',
        headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
      });
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(sent.headers.vary).toContain('accept-encoding');
      expect(sent.headers.etag).toBe(plain.headers.etag);
      expect(decode(sent.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('is listed in the sitemap in both languages while it is current', async () => {
    const sitemap = parseXml((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const locs = [...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toContain(`${ORIGIN}/events/spruce-days`);
    expect(locs).toContain(`${ORIGIN}/fr/events/spruce-days`);
    expect(locs.some((loc) => loc?.includes('over-already'))).toBe(false);
  });
});

describe("the server-drawn event page's list of a large sale day", () => {
  // The event page's own fixtures (the client's tests read the same answers): sales numbered 1 to count.
  const bigDay = (count: number): EventDetail => {
    const sales = Array.from({ length: count }, (_, n) =>
      makeEventSale({ id: 101 + n, number: n + 1, title: `Sale ${n + 1}` }),
    );
    return makeEvent({
      slug: 'big-day',
      name: 'Big day',
      dates: [{ date: '2026-06-13', startTime: '08:00', endTime: '16:00' }],
      salesCount: sales.length,
      sales,
    });
  };

  it('comes in parts of 20 entries, each an ordered list numbered on from the one before', () => {
    const event = bigDay(45);
    const document = parseHtml(`<div id="root">${eventShellHtml(event, 'Site', 'en')}</div>`);
    const parts = [...document.querySelectorAll('#root ol.event-list')];
    expect(parts.map((part) => [part.getAttribute('start'), part.children.length])).toEqual([
      [null, 20],
      ['21', 20],
      ['41', 5],
    ]);
    expect(parts.every((part) => part.getAttribute('aria-labelledby') === 'event-sales')).toBe(true);
    const titles = [...document.querySelectorAll('#root ol li h3')].map((h3) => h3.textContent);
    expect(titles).toEqual(event.sales.map((s) => `#${s.number}Sale ${s.number}`));
    // The parts after the first in a noscript: elements without scripts (as parsed here), one text with
    // (jsdom parses so when it may run scripts; the shell has none).
    const hidden = document.querySelector('#root noscript');
    expect(hidden?.querySelectorAll('ol.event-list')).toHaveLength(2);
    expect(hidden?.previousElementSibling).toBe(parts[0]);
    const scripted = new JSDOM(`<div id="root">${eventShellHtml(event, 'Site', 'en')}</div>`, {
      runScripts: 'dangerously',
    }).window.document;
    expect(scripted.querySelectorAll('#root ol.event-list li')).toHaveLength(20);
    expect(scripted.querySelector('#root noscript')?.textContent).toContain('#45');
  });

  it('has no noscript part when its list fits in one', () => {
    const html = eventShellHtml(bigDay(20), 'Site', 'en');
    expect(html).not.toContain('<noscript>');
  });
});
