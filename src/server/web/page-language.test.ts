import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { cities } from '../db/schema';
import { writeClientDir } from '../test-support/client-dir';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';

/**
 * The client's index.html (what the server changes per language is in it), without the development entry
 * script that the build replaces.
 */
const INDEX_HTML = fs
  .readFileSync(path.join(import.meta.dirname, '../../client/index.html'), 'utf8')
  .replace(/^\s*<script type="module" src="\/start.ts"><\/script>\n/m, '');

const ORIGIN = 'https://sales.test.example';

describe.each(engines)('pages in each language on %s', (engine) => {
  let t: TestApp;
  let saleId: number;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    const clientDir = writeClientDir({ 'index.html': INDEX_HTML });
    t = await createTestApp(engine, { PUBLIC_URL: ORIGIN }, undefined, { clientDir });
    const today = todayIn(t.config.timeZone);
    await t.database.db.insert(cities).values({ name: 'Stony Plain', state: 'AB' }).onConflictDoNothing();
    const { id: userId } = await insertUser(t.database.db, { email: 'fr-pages@example.org' });
    saleId = await insertSaleOn(t.database.db, userId, today, {
      title: 'Vente du quartier',
      address: '1 rue Principale',
      endDate: addDaysIso(today, 1),
    });
  });
  afterAll(() => t.close());

  it('sends a first visit from a French browser to the French page, the query kept', async () => {
    const response = await page('/contact?x=1', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/contact?x=1');
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect((await page('/', { 'accept-language': 'fr' })).headers.location).toBe('/fr/');
    expect((await page(`/garage-sales/${saleId}`, { cookie: 'lang=fr' })).headers.location).toBe(
      `/fr/garage-sales/${saleId}`,
    );
  });

  it('keeps a reader who chose English on the English page, whatever the browser prefers', async () => {
    const response = await page('/contact', { 'accept-language': 'fr', cookie: 'lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect((await page('/contact')).statusCode).toBe(200);
  });

  it('draws a French page in French: lang, description, noscript, manifest, and both addresses', async () => {
    const response = await page('/fr/contact', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(
      '<meta name="description" content="Trouvez les ventes de garage près de chez vous, sur une carte et dans une liste." />',
    );
    expect(html).toContain('<noscript>Ce site a besoin de JavaScript');
    expect(html).toContain('href="/fr/manifest.webmanifest"');
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/contact">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/contact">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact">`);
    // The English page names the same twins and keeps its own words.
    const english = (await page('/contact')).body;
    expect(english).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/fr/contact">`);
    expect(english).toContain('content="Find garage sales near you on a map and in a list."');
  });

  it("gives Explore, a city's page and a sale's page their French twin", async () => {
    const explore = await page('/fr/');
    expect(explore.statusCode).toBe(200);
    expect(explore.body).toContain('<html lang="fr">');
    expect(explore.body).toContain(`hreflang="en" href="${ORIGIN}/"`);
    // Its first screen in French, with the French product noun, as the React screen then draws it.
    expect(explore.body).toContain('>Ventes de garage cette semaine</h1>');
    expect(explore.body).toContain('Afficher les filtres</button>');
    expect((await page('/fr')).statusCode).toBe(200);

    const sale = await page(`/fr/garage-sales/${saleId}`);
    expect(sale.statusCode).toBe(200);
    expect(sale.body).toContain('<html lang="fr">');
    expect(sale.body).toContain(`<meta property="og:url" content="${ORIGIN}/fr/garage-sales/${saleId}">`);
    expect(sale.body).toContain(`hreflang="en" href="${ORIGIN}/garage-sales/${saleId}"`);

    const city = await page('/fr/garage-sales/in/stony-plain');
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain('<html lang="fr">');
    expect(city.body).toContain(`<link rel="canonical" href="${ORIGIN}/fr/garage-sales/in/stony-plain">`);
  });

  it('answers an unknown French page with the French 404 page', async () => {
    const response = await page('/fr/nowhere-at-all');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr">');
    expect((await page('/nowhere-at-all')).body).toContain('<html lang="en">');
  });

  it('serves a manifest per language, the French one opening on /fr/', async () => {
    const french = (await t.app.inject({ method: 'GET', url: '/fr/manifest.webmanifest' })).json();
    expect(french).toMatchObject({
      lang: 'fr',
      start_url: '/fr/',
      short_name: 'Ventes',
      description:
        'Les ventes de garage de la semaine sur une carte et dans une liste, et votre plan du samedi, même hors ligne.',
    });
    const english = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(english).toMatchObject({
      lang: 'en',
      start_url: '/',
      description: 'This week’s garage sales on a map and in a list, and your Saturday plan, offline too.',
    });
  });
});
