import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../shared/schemas/common';
import { categories, cities, neighborhoods } from '../db/schema';
import { engines } from '../test-support/test-database';
import { insertCategory } from '../tools/factories';
import { type Method, useAdminWorld } from './reference/admin-reference.fixtures';

/**
 * Issue 24: the admin and report routes answer a French reader (Accept-Language fr-CA) in French, their
 * own texts (catalogs/fr/adminApi.json) and the shared schemas' (validation.json) alike; and the names
 * the site owns get a French name that administrators edit.
 */
describe.each(engines)('the admin API in French on %s', (engine) => {
  const w = useAdminWorld(engine);
  const db = () => w.t.database.db;
  const frenchCall = (method: Method, url: string, as = w.admin, payload?: object) =>
    w.t.app.inject({
      method,
      url,
      headers: { cookie: as.cookie, 'accept-language': 'fr-CA,fr;q=0.9' },
      ...(payload === undefined ? {} : { payload }),
    });
  const messagesOf = (body: string) => {
    const answer = JSON.parse(body) as ApiError;
    return [answer.message, ...(answer.issues ?? []).map((issue) => issue.message)];
  };

  it("answers the category screen's refusals and deletes in French", async () => {
    const tooShort = await frenchCall('POST', '/api/admin/categories', w.admin, { name: 'X' });
    expect(tooShort.statusCode).toBe(400);
    expect(messagesOf(tooShort.body)).toContain('Le nom doit compter au moins 2 caractères');

    await insertCategory(db(), { name: 'Lamps' });
    const twice = await frenchCall('POST', '/api/admin/categories', w.admin, { name: 'LAMPS' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Une catégorie nommée «\u00a0LAMPS\u00a0» existe déjà' });

    const used = await insertCategory(db(), { name: 'Used' });
    await w.sale({ city: 'Stony Plain', categoryIds: [used] });
    expect((await frenchCall('DELETE', `/api/admin/categories/${used}`)).json()).toEqual({
      message:
        'Cette catégorie est utilisée par 1 vente de garage. Déplacez d’abord ces ventes vers une autre catégorie.',
    });
    const unused = await insertCategory(db(), { name: 'Unused' });
    expect((await frenchCall('DELETE', `/api/admin/categories/${unused}`)).json()).toEqual({
      message: 'Catégorie supprimée',
    });
    expect((await frenchCall('DELETE', '/api/admin/categories/999999')).json()).toEqual({
      message: 'Catégorie introuvable',
    });
    // The same refusal in English, as the spec words it, for a reader who does not ask for French.
    expect((await w.adminCall('DELETE', '/api/admin/categories/999999')).json()).toEqual({
      message: 'Category not found',
    });
  });

  it('answers the users, reports and public reference routes in French', async () => {
    expect((await frenchCall('PUT', `/api/admin/users/${w.admin.id}/demote`)).json()).toEqual({
      message: 'Vous ne pouvez pas vous retirer vous-même les droits d’administrateur',
    });
    const saleId = await w.sale({ city: 'Stony Plain', title: 'Reported' });
    const report = await frenchCall('POST', `/api/garage-sales/${saleId}/reports`, w.admin, {
      reason: 'Not a garage sale',
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toEqual({ message: 'Merci. Un administrateur examinera cette vente.' });
    const again = await frenchCall('POST', `/api/garage-sales/${saleId}/reports`, w.admin, {
      reason: 'Not a garage sale',
    });
    expect(again.json()).toEqual({ message: 'Vous avez déjà signalé cette vente' });
    expect((await frenchCall('POST', `/api/admin/reports/${saleId}/dismiss`)).json()).toEqual({
      message: 'Signalements rejetés\u00a0: la vente est de nouveau affichée',
    });
    const noCity = await frenchCall('GET', '/api/neighborhoods');
    expect(noCity.statusCode).toBe(400);
    expect(messagesOf(noCity.body)).toContain('Choisissez une ville pour voir ses quartiers');
  });

  it('stores, edits and clears a category’s French name, one French name per category', async () => {
    const created = await w.adminCall('POST', '/api/admin/categories', { name: 'Rugs', nameFr: ' Tapis ' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect(created.json()).toMatchObject({ name: 'Rugs', nameFr: 'Tapis' });

    const taken = await w.adminCall('POST', '/api/admin/categories', { name: 'Carpets', nameFr: 'TAPIS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'A category named "TAPIS" already exists' });
    const tooLong = await w.adminCall('PUT', `/api/admin/categories/${id}`, {
      name: 'Rugs',
      nameFr: 'x'.repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(messagesOf(tooLong.body)).toContain('French name must be at most 100 characters');

    const cleared = await w.adminCall('PUT', `/api/admin/categories/${id}`, { name: 'Rugs', nameFr: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await db().select().from(categories).where(eq(categories.id, id)))[0]?.nameFr).toBeNull();
  });

  it('keeps a city’s French name through a PATCH that leaves it out, and a neighborhood’s through PUT', async () => {
    const city = await w.adminCall('POST', '/api/admin/cities', {
      name: 'Parkland Hills',
      state: 'AB',
      name_fr: 'Collines-de-Parkland',
    });
    expect(city.statusCode, city.body).toBe(201);
    const cityId = (city.json() as { id: number }).id;
    const renamed = await w.adminCall('PATCH', `/api/admin/cities/${cityId}`, { zip_code: 'T7Z' });
    expect(renamed.json()).toMatchObject({ zip_code: 'T7Z', name_fr: 'Collines-de-Parkland' });
    expect((await db().select().from(cities).where(eq(cities.id, cityId)))[0]?.nameFr).toBe(
      'Collines-de-Parkland',
    );

    const neighborhood = await w.adminCall('POST', '/api/admin/neighborhoods', {
      name: 'Old Mill',
      cityId,
      nameFr: 'Vieux-Moulin',
    });
    expect(neighborhood.statusCode, neighborhood.body).toBe(201);
    const neighborhoodId = (neighborhood.json() as { id: number }).id;
    const row = await db().select().from(neighborhoods).where(eq(neighborhoods.id, neighborhoodId));
    expect(row[0]?.nameFr).toBe('Vieux-Moulin');
    const listed = await w.call('GET', `/api/neighborhoods?city=${encodeURIComponent('Parkland Hills')}`);
    expect(listed.json()).toEqual([{ id: neighborhoodId, name: 'Old Mill', nameFr: 'Vieux-Moulin' }]);
  });
});
