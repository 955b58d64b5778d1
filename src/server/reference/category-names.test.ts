import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayIn } from '../../shared/dates';
import { CategorySchema } from '../../shared/schemas/reference';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { writeClientDir } from '../test-support/client-dir';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity } from '../tools/factories';

/** The client's index.html without the development entry script that the build replaces. */
const INDEX_HTML = fs
  .readFileSync(path.join(import.meta.dirname, '../../client/index.html'), 'utf8')
  .replace(/^\s*<script type="module" src="\/start.ts"><\/script>\n/m, '');

/** The names of the category chips on Explore's server-drawn cards, in order. */
const chipNames = (html: string) =>
  [...html.matchAll(/<span class="truncate">([^<]*)<\/span><\/span><\/li>/g)].map((match) => match[1]);

describe.each(engines)('category names in two languages (issue 24) on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let furniture: number;
  let quilts: number;
  let saleId: number;
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, undefined, {
      clientDir: writeClientDir({ 'index.html': INDEX_HTML }),
    });
    const db = t.database.db;
    admin = await createSignedInUser(db, { userType: 'admin' });
    await insertCity(db, { name: 'Stony Plain' });
    furniture = await insertCategory(db, { name: 'Furniture' });
    quilts = await insertCategory(db, { name: 'Quilts' });
    const putFrench = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${furniture}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Furniture', nameFr: 'Meubles' },
    });
    expect(putFrench.statusCode, putFrench.body).toBe(200);
    saleId = await insertSaleOn(db, admin.id, todayIn(t.config.timeZone), {
      title: 'Two kinds',
      categoryIds: [furniture, quilts],
    });
  });
  afterAll(() => t.close());

  it('answers both names in one answer for every reader', async () => {
    for (const language of ['en', 'fr-CA']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: { 'accept-language': language },
      });
      const listed = z.array(CategorySchema).parse(response.json());
      expect(listed.filter((category) => [furniture, quilts].includes(category.id))).toEqual([
        { id: furniture, name: 'Furniture', nameFr: 'Meubles', description: null, iconName: null },
        { id: quilts, name: 'Quilts', nameFr: null, description: null, iconName: null },
      ]);
    }
  });

  it("names a sale's categories in French on the French sale page and in English on the English one", async () => {
    const french = await page(`/fr/garage-sales/${saleId}`);
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('>Meubles</span>');
    expect(french.body).toContain('>Quilts</span>');
    expect(french.body).not.toContain('>Furniture</span>');
    // The data the app starts from names them so too: no official name shows while it loads the list.
    expect(french.body).toContain(`"categories":[{"id":${furniture},"name":"Meubles"}`);

    const english = await page(`/garage-sales/${saleId}`);
    expect(english.body).toContain('>Furniture</span>');
    expect(english.body).not.toContain('Meubles');
  });

  it("draws Explore's first cards with the French names, and a new French name shows at once", async () => {
    expect(chipNames((await page('/fr/')).body)).toEqual(['Meubles', 'Quilts']);
    expect(chipNames((await page('/')).body)).toEqual(['Furniture', 'Quilts']);

    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${quilts}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Quilts', nameFr: 'Courtepointes' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(chipNames((await page('/fr/')).body)).toEqual(['Meubles', 'Courtepointes']);
  });
});
