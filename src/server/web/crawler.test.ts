import { randomUUID } from 'node:crypto';
import { format, parseISO } from 'date-fns';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { parseHtml, parseXml } from '../test-support/markup';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory } from '../tools/factories';
import { createSeoWorld } from './seo.fixtures';

const ORIGIN = 'https://sales.parkland.example';
const TRICKY_TITLE = `Big </script><script>alert(1)</script> <!-- "Mom's" sale & more`;
const DESCRIPTION = 'Tools, toys\nand a canoe.\n\nCash only.';

interface Crawl {
  /** Every path fetched, in order. */
  fetched: string[];
  /** The HTML pages, parsed as a crawler does: no script runs. */
  pages: Map<string, Document>;
  allowed: (path: string) => boolean;
}

/**
 * A crawler that obeys robots.txt (RFC 9309's rules for `User-agent: *`, which has only Disallow lines
 * here): it reads robots.txt, the sitemap it names, then every allowed page and the links in each, and
 * runs no script.
 */
async function crawl(app: App): Promise<Crawl> {
  const get = (path: string) =>
    app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'text/html,*/*', 'user-agent': 'TestBot/1.0' },
    });
  const robots = (await get('/robots.txt')).body;
  const rules = robots.split('\n').filter((line) => line.startsWith('Disallow:'));
  const disallowed = rules.map((line) => line.slice('Disallow:'.length).trim()).filter(Boolean);
  const allowed = (path: string) => !disallowed.some((prefix) => path.startsWith(prefix));
  const local = (href: string, base: string) => {
    const url = new URL(href, ORIGIN + base);
    return url.origin === ORIGIN ? url.pathname + url.search : undefined;
  };

  const queue = ['/'];
  const sitemap = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  const fetched: string[] = [];
  if (sitemap) {
    const path = local(sitemap, '/') ?? '';
    fetched.push(path);
    const locs = parseXml((await get(path)).body).getElementsByTagName('loc');
    for (const loc of locs) queue.push(local(loc.textContent ?? '', '/') ?? '');
  }
  const pages = new Map<string, Document>();
  const seen = new Set<string>();
  while (queue.length > 0 && fetched.length < 200) {
    const path = queue.shift() as string;
    if (seen.has(path) || !allowed(path)) continue;
    seen.add(path);
    const response = await get(path);
    fetched.push(path);
    if (response.statusCode !== 200 || !response.headers['content-type']?.startsWith('text/html')) continue;
    const document = parseHtml(response.body);
    pages.set(path, document);
    for (const link of document.querySelectorAll('a[href]')) {
      const target = local(link.getAttribute('href') ?? '', path);
      if (target !== undefined) queue.push(target);
    }
  }
  return { fetched, pages, allowed };
}

describe.each(engines)('what a crawler that obeys robots.txt reads, on %s', (engine) => {
  let app: App;
  let result: Crawl;
  const ids = { rich: 0, plain: 0, ended: 0, hidden: 0 };
  const photos: string[] = [];

  const w = useWorld(() => createSeoWorld(engine));
  beforeAll(async () => {
    app = await w.appWith({ PUBLIC_URL: ORIGIN });
    const db = w.t.database.db;
    const tools = await insertCategory(db, { name: 'Tools & hardware' });
    const toys = await insertCategory(db, { name: 'Toys' });
    // Two real photos in the app's photo store, the second one featured.
    for (const color of ['#15803d', '#b91c1c']) {
      const key = `${randomUUID()}.jpg`;
      const jpeg = await sharp({ create: { width: 64, height: 36, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
      await app.photoStore.put(key, jpeg);
      photos.push(`/uploads/${key}`);
    }
    ids.rich = await w.sale({
      title: TRICKY_TITLE,
      description: DESCRIPTION,
      address: '12 Lake Drive',
      neighborhood: 'Old Town',
      startDate: w.today,
      endDate: w.day(1),
      schedule: [
        { date: w.today, startTime: '08:00', endTime: '14:00' },
        { date: w.day(1), startTime: '09:30', endTime: '15:30' },
      ],
      categoryIds: [tools, toys],
      photos: [{ url: photos[0] as string }, { url: photos[1] as string, isFeatured: true }],
    });
    ids.plain = await w.sale({ title: 'Plain sale', city: 'Spruce Grove', address: '3 Grove Road' });
    ids.ended = await w.sale({ title: 'Ended sale', startDate: w.day(-3), endDate: w.day(-3) });
    ids.hidden = await w.sale({ title: 'Hidden sale', isActive: false });
    result = await crawl(app);
  });

  it('fetches only what robots.txt allows, never the API, and reaches every public sale page', () => {
    expect(result.fetched.filter((path) => !result.allowed(path))).toEqual([]);
    expect(result.fetched.filter((path) => path.startsWith('/api/'))).toEqual([]);
    for (const id of [ids.rich, ids.plain, ids.ended])
      expect(result.pages.has(`/garage-sales/${id}`)).toBe(true);
    expect(result.fetched).not.toContain(`/garage-sales/${ids.hidden}`);
  });

  it("finds this week's sales through their city's page, whose cards link to them", () => {
    const links = (city: string) => {
      const page = result.pages.get(`/garage-sales/in/${city}`);
      return [...(page?.querySelectorAll('#root li h2 a') ?? [])].map((a) => a.getAttribute('href'));
    };
    expect(links('stony-plain')).toEqual([`/garage-sales/${ids.rich}`]);
    expect(links('spruce-grove')).toEqual([`/garage-sales/${ids.plain}`]);
  });

  it("reads a sale's whole content in its page's HTML: title, address, each day's hours, categories, description, photos", () => {
    const page = result.pages.get(`/garage-sales/${ids.rich}`) as Document;
    const root = page.getElementById('root') as HTMLElement;
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe(TRICKY_TITLE);
    expect(root.textContent).toContain('12 Lake Drive');
    expect(root.textContent).toContain('Old Town, Stony Plain');
    // Spec §2: 'EEEE, MMMM d, yyyy' and 'h:mm a'.
    const rows = [...root.querySelectorAll('table tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    const long = (day: string) => format(parseISO(day), 'EEEE, MMMM d, yyyy');
    expect(rows).toEqual([
      [long(w.today), '8:00 AM - 2:00 PM'],
      [long(w.day(1)), '9:30 AM - 3:30 PM'],
    ]);
    const categories = root.querySelector('section[aria-labelledby="sale-categories"]');
    expect([...(categories?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Tools & hardware',
      'Toys',
    ]);
    const description = root.querySelector('section[aria-labelledby="sale-description"] p');
    expect(description?.textContent).toBe(DESCRIPTION);
    const images = [...root.querySelectorAll('img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('alt'),
    ]);
    expect(images).toEqual([
      [photos[0], `Photo 1 of ${TRICKY_TITLE}`],
      [photos[1], `Photo 2 of ${TRICKY_TITLE}`],
    ]);
    expect(root.querySelector('a[href^="https://www.google.com/maps/dir/"]')?.textContent).toBe(
      'Get Directions',
    );
  });

  it('loads the photos from addresses robots.txt allows', async () => {
    for (const photo of photos) {
      expect(result.allowed(photo)).toBe(true);
      const response = await app.inject({ method: 'GET', url: photo });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it("names the page's canonical address and its preview picture, absolute from PUBLIC_URL", () => {
    const attribute = (page: Document | undefined, selector: string, name: string) =>
      page?.querySelector(selector)?.getAttribute(name);
    const rich = result.pages.get(`/garage-sales/${ids.rich}`);
    expect(attribute(rich, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/garage-sales/${ids.rich}`);
    expect(attribute(rich, 'meta[property="og:image"]', 'content')).toBe(`${ORIGIN}${photos[1]}`);
    // A sale without photos, the home page, a city page: the site's own picture.
    for (const path of [`/garage-sales/${ids.plain}`, '/', '/garage-sales/in/stony-plain']) {
      expect(attribute(result.pages.get(path), 'meta[property="og:image"]', 'content')).toBe(
        `${ORIGIN}/og-image.png`,
      );
    }
    expect(attribute(result.pages.get('/'), 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/`);
    for (const page of result.pages.values())
      expect(page.querySelectorAll('link[rel="canonical"]').length).toBe(1);
  });

  it("cannot be bent by a title holding '</script>', '<!--' and quotes", async () => {
    const html = (
      await app.inject({ method: 'GET', url: `/garage-sales/${ids.rich}`, headers: { accept: 'text/html' } })
    ).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- "');
    const page = parseHtml(html);
    const scripts = [...page.querySelectorAll('script')].map((script) => script.getAttribute('type'));
    expect(scripts.sort()).toEqual(['application/json', 'application/ld+json', 'module']);
    expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(TRICKY_TITLE);
    const data = JSON.parse(page.getElementById('page-data')?.textContent ?? '');
    expect(data.sale).toMatchObject({ id: ids.rich, title: TRICKY_TITLE, description: DESCRIPTION });
  });

  it('says on the page of an ended sale that it has ended', () => {
    const page = result.pages.get(`/garage-sales/${ids.ended}`);
    expect(page?.getElementById('root')?.textContent).toContain(
      'This garage sale has ended. Its last day has passed.',
    );
    expect(page?.getElementById('root')?.textContent).toContain('No photos available');
  });
});
