import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { categories } from '../db/schema';
import { parseHtml } from '../test-support/markup';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory } from '../tools/factories';
import { createSeoWorld } from './seo.fixtures';

const ORIGIN = 'https://sales.parkland.example';

/**
 * Issue 24: the pages the server draws for search engines and link previews in the page's language: a
 * sale's page and a city's page under /fr name the categories in French (the JSON-LD's keywords, the
 * shell's badges), write their words and dates in French and link to French pages; English is as before.
 */
describe.each(engines)('the pages the server draws, in French, on %s', (engine) => {
  let app: App;
  let saleId = 0;

  const w = useWorld(() => createSeoWorld(engine));
  beforeAll(async () => {
    app = await w.appWith({ PUBLIC_URL: ORIGIN });
    const db = w.t.database.db;
    const tools = await insertCategory(db, { name: 'Tools' });
    const books = await insertCategory(db, { name: 'Books' });
    await db.update(categories).set({ nameFr: 'Outils' }).where(eq(categories.id, tools));
    await db.update(categories).set({ nameFr: 'Livres' }).where(eq(categories.id, books));
    saleId = await w.sale({
      title: 'Vente du printemps',
      startDate: '2031-07-05',
      endDate: '2031-07-06',
      schedule: [
        { date: '2031-07-05', startTime: '08:00', endTime: '14:00' },
        { date: '2031-07-06', startTime: '09:00', endTime: '13:30' },
      ],
      categoryIds: [tools, books],
    });
    await w.sale({ title: 'Cette semaine', categoryIds: [tools] });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const jsonLd = (html: string) =>
    [...parseHtml(html).querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    );
  const text = (html: string) => parseHtml(html).querySelector('#root')?.textContent ?? '';

  it("a French sale page: the Event's keywords are the French category names, its words and dates French", async () => {
    const html = await get(`/fr/garage-sales/${saleId}`);
    const [event] = jsonLd(html);
    expect(event.keywords).toBe('Livres, Outils');
    expect(event.url).toBe(`${ORIGIN}/fr/garage-sales/${saleId}`);

    const shell = text(html);
    for (const words of [
      'Retour à Explorer',
      'Horaire',
      'Heure',
      'samedi 5 juillet 2031',
      '8 h 00 - 14 h 00',
      'dimanche 6 juillet 2031',
      '9 h 00 - 13 h 30',
      'Catégories',
      'Outils',
      'Livres',
      'Itinéraire',
      'Ajouter à mon plan',
      'Signaler cette vente',
    ]) {
      expect(shell.replace(/\u202f|\u00a0/g, ' ')).toContain(words);
    }
    for (const english of [
      'Back to Explore',
      'Schedule',
      'Get Directions',
      'Tools',
      'Books',
      'Saturday',
      'AM',
    ])
      expect(shell).not.toContain(english);
    const document = parseHtml(html);
    expect(document.querySelector('#root a[href="/fr/"]')).not.toBeNull();
    // The link preview: no description from the seller, so the days and the place, in French.
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      'du samedi 5 juillet 2031 au dimanche 6 juillet 2031 · Stony Plain',
    );
  });

  it('the same sale in English is as before, the official category names in its keywords', async () => {
    const html = await get(`/garage-sales/${saleId}`);
    const [event] = jsonLd(html);
    expect(event.keywords).toBe('Books, Tools');
    expect(event.url).toBe(`${ORIGIN}/garage-sales/${saleId}`);
    const shell = text(html);
    for (const words of [
      'Back to Explore',
      'Schedule',
      'Saturday, July 5, 2031',
      '8:00 AM - 2:00 PM',
      'Get Directions',
    ])
      expect(shell).toContain(words);
    expect(parseHtml(html).querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      'Saturday, July 5, 2031 to Sunday, July 6, 2031 · Stony Plain',
    );
  });

  it('a French city page: heading, description, links to French pages and French names in its Events', async () => {
    const html = await get('/fr/garage-sales/in/stony-plain');
    const document = parseHtml(html);
    expect(document.querySelector('h1')?.textContent).toBe('Ventes de garage à Stony Plain cette semaine');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Ventes de garage à Stony Plain cette semaine sur Parkland Garage Sales\u00a0: Cette semaine.',
    );
    expect(document.querySelector('#browse-by-city')?.textContent).toBe('Parcourir par ville');
    expect(document.querySelector('nav a[href="/fr/garage-sales/in/spruce-grove"]')).not.toBeNull();
    const [list] = jsonLd(html);
    expect(list.itemListElement[0].item).toMatchObject({ name: 'Cette semaine', keywords: 'Outils' });
    expect(list.itemListElement[0].item.url).toMatch(
      /^https:\/\/sales\.parkland\.example\/fr\/garage-sales\/\d+$/,
    );
  });

  it('answers an address nothing serves in the request’s language', async () => {
    const french = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(french.statusCode).toBe(404);
    expect(french.json()).toEqual({ message: 'Introuvable' });
    const english = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(english.json()).toEqual({ message: 'Not found' });
  });
});
