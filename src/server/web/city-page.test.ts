import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { parseHtml } from '../test-support/markup';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSeoWorld } from './seo.fixtures';

const ORIGIN = 'https://sales.parkland.example';

describe.each(engines)("a city's page on %s", (engine) => {
  let app: App;
  const ids = { tools: 0, books: 0 };

  const w = useWorld(() => createSeoWorld(engine));
  beforeAll(async () => {
    app = await w.appWith({ PUBLIC_URL: ORIGIN });
    ids.tools = await w.sale({
      title: 'Stony <b>tools</b> & toys',
      address: '5 Golf Course Road',
      startDate: w.day(1),
      endDate: w.day(2),
      schedule: [
        { date: w.day(1), startTime: '09:00', endTime: '15:00' },
        { date: w.day(2), startTime: '10:00', endTime: '14:00' },
      ],
    });
    ids.books = await w.sale({ title: 'Stony books', address: '7 Main Street', city: 'stony plain' });
    await w.sale({ title: 'Stony next month', startDate: w.day(30), endDate: w.day(30) });
    await w.sale({ title: 'Stony hidden', isActive: false });
    await w.sale({ title: 'Stony completed', isCompleted: true });
    await w.sale({ title: 'Spruce lamps', city: 'Spruce Grove', address: '9 Grove Drive' });
  });

  const get = (target: App, url: string, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("draws the city's sales of this week into the page: title, heading and each card's text", async () => {
    const response = await get(w.t.app, '/garage-sales/in/stony-plain');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const document = parseHtml(response.body);
    expect(document.title).toBe('Garage sales in Stony Plain this week · Parkland Garage Sales');
    expect(document.querySelector('h1')?.textContent).toBe('Garage sales in Stony Plain this week');
    const cards = [...document.querySelectorAll('#root li')].filter((li) => li.querySelector('h2'));
    const texts = cards.map((card) => [...card.querySelectorAll('h2, p')].map((p) => p.textContent));
    expect(texts).toEqual([
      ['Stony books', w.today, '7 Main Street', 'stony plain'].map((text, index) =>
        index === 1 ? `${text}, 08:00 to 16:00` : text,
      ),
      [
        'Stony <b>tools</b> & toys',
        `${w.day(1)} - ${w.day(2)}, 09:00 to 15:00`,
        '5 Golf Course Road',
        'Stony Plain',
      ],
    ]);
    expect(response.body).toContain('Stony &lt;b&gt;tools&lt;/b&gt; &amp; toys');
    for (const other of ['Spruce lamps', 'Stony next month', 'Stony hidden', 'Stony completed']) {
      expect(response.body).not.toContain(other);
    }
    // The client's script still comes, and takes over.
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
  });

  it('links every active city page under the list, and names its canonical address from PUBLIC_URL', async () => {
    const document = parseHtml((await get(app, '/garage-sales/in/spruce-grove')).body);
    const links = [...document.querySelectorAll('nav[aria-labelledby="browse-by-city"] a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Spruce Grove', '/garage-sales/in/spruce-grove'],
      ['St. Albert', '/garage-sales/in/st-albert'],
      ['Stony Plain', '/garage-sales/in/stony-plain'],
    ]);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/garage-sales/in/spruce-grove`,
    );
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/garage-sales/in/spruce-grove`,
    );
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.body.textContent).toContain('Spruce lamps');
    expect(document.body.textContent).not.toContain('Stony books');
  });

  it("links each card to its sale's page, and lists the sales as schema.org Events", async () => {
    const html = (await get(app, '/garage-sales/in/stony-plain')).body;
    const document = parseHtml(html);
    const cards = [...document.querySelectorAll('#root li')].filter((li) => li.querySelector('h2'));
    expect(cards.map((card) => card.querySelector('h2 a')?.getAttribute('href'))).toEqual([
      `/garage-sales/${ids.books}`,
      `/garage-sales/${ids.tools}`,
    ]);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(1);
    const list = JSON.parse(blocks[0]?.textContent ?? '');
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 });
    expect(list.itemListElement.map((entry: { position: number }) => entry.position)).toEqual([1, 2]);
    const [books, tools] = list.itemListElement.map((entry: { item: Record<string, unknown> }) => entry.item);
    expect(books).toMatchObject({
      '@type': 'Event',
      name: 'Stony books',
      url: `${ORIGIN}/garage-sales/${ids.books}`,
      location: {
        address: { streetAddress: '7 Main Street', addressLocality: 'stony plain', addressRegion: 'AB' },
      },
    });
    expect(books.startDate).toMatch(new RegExp(`^${w.today}T08:00:00[-+]\\d\\d:\\d\\d$`));
    expect(tools).toMatchObject({
      name: 'Stony <b>tools</b> & toys',
      url: `${ORIGIN}/garage-sales/${ids.tools}`,
    });
    expect(tools.startDate).toMatch(new RegExp(`^${w.day(1)}T09:00:00`));
    expect(tools.endDate).toMatch(new RegExp(`^${w.day(2)}T14:00:00`));
    // A title cannot end the block early.
    expect(blocks[0]?.textContent).not.toMatch(/[<>]/);
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${ORIGIN}/og-image.png`,
    );
  });

  it('says so when the city has no sales this week', async () => {
    const response = await get(w.t.app, '/garage-sales/in/st-albert', { host: 'evil.example' });
    expect(response.statusCode).toBe(200);
    expect(parseHtml(response.body).querySelector('#root ul')?.textContent).toBe(
      'No garage sales in St. Albert this week.',
    );
    expect(response.body).not.toContain('evil.example');
    // No trusted origin: a relative canonical address, which a crawler reads against the page's own.
    const document = parseHtml(response.body);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      '/garage-sales/in/st-albert',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      '/og-image.png',
    );
  });

  it.each([
    '/garage-sales/in/nowhere',
    '/garage-sales/in/closedville',
    '/garage-sales/in/Stony-Plain',
    '/garage-sales/in/stony%20plain',
    '/garage-sales/in/',
  ])('answers the 404 page for %s', async (url) => {
    const response = await get(w.t.app, url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('this week');
  });

  // Fastify's router answers these before any route, as for every page: 400 and 414, never a 5xx.
  it.each([
    ['/garage-sales/in/%E0%A4%A', 400],
    [`/garage-sales/in/${'x'.repeat(300)}`, 414],
  ])('answers %s with a client error', async (url, status) => {
    expect((await get(w.t.app, url)).statusCode).toBe(status);
  });
});
