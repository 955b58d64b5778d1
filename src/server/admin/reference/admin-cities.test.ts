import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminCitySchema } from '../../../shared/schemas/admin';
import { cities, garageSales, neighborhoods } from '../../db/schema';
import { engines } from '../../test-support/test-database';
import { insertCity, insertNeighborhood } from '../../tools/factories';
import { expectAdminOnly, expectError, listedByName, useAdminWorld } from './admin-reference.fixtures';
import { isUniqueViolation } from './admin-reference.service';

describe.each(engines)('/api/admin/cities on %s', (engine) => {
  const w = useAdminWorld(engine);

  const db = () => w.t.database.db;
  const cityRow = async (id: number) => (await db().select().from(cities).where(eq(cities.id, id)))[0];
  const publicCities = async () => (await w.call('GET', '/api/cities')).json() as string[];

  it.each([
    ['GET', '/api/admin/cities'],
    ['POST', '/api/admin/cities'],
    ['PATCH', '/api/admin/cities/1'],
    ['DELETE', '/api/admin/cities/1'],
  ] as const)(
    '%s %s: a guest gets 401 and a user 403, before the body or id is read',
    async (method, url) => {
      const id = await insertCity(db(), { name: `Guarded ${method}` });
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Hacked', state: 'AB' };
      await expectAdminOnly(w, method, url.replace('/1', `/${id}`), body);
      await expectAdminOnly(w, method, url.replace('/1', '/abc'), body);
      expect(await cityRow(id)).toMatchObject({ name: `Guarded ${method}` });
      expect(await db().select().from(cities).where(eq(cities.name, 'Hacked'))).toEqual([]);
    },
  );

  it('lists every city, inactive ones too, by name with the sales stored under it (any case)', async () => {
    const zeta = await insertCity(db(), { name: 'zeta Listed', state: 'BC', zipCode: 'T7X 1A1' });
    const alpha = await insertCity(db(), { name: 'Alpha Listed', isActive: false });
    await w.sale({ city: 'ZETA LISTED' });
    await w.sale({ city: 'zeta listed', isCompleted: true });
    const response = await w.adminCall('GET', '/api/admin/cities');
    expect(response.headers['cache-control']).toBe('no-store');
    const listed = listedByName(response, z.array(AdminCitySchema));
    expect(listed.find((city) => city.id === zeta)).toEqual({
      id: zeta,
      name: 'zeta Listed',
      state: 'BC',
      zip_code: 'T7X 1A1',
      is_active: true,
      name_fr: null,
      saleCount: 2,
    });
    expect(listed.find((city) => city.id === alpha)).toMatchObject({ is_active: false, saleCount: 0 });
  });

  it('adds a city (state in capitals, active by default) that the public list then shows', async () => {
    const response = await w.adminCall('POST', '/api/admin/cities', { name: '  Devon ', state: 'ab' });
    expect(response.statusCode, response.body).toBe(201);
    const city = AdminCitySchema.parse(response.json());
    expect(city).toMatchObject({ name: 'Devon', state: 'AB', zip_code: null, is_active: true, saleCount: 0 });
    expect(await cityRow(city.id)).toMatchObject({
      name: 'Devon',
      state: 'AB',
      zipCode: null,
      isActive: true,
    });
    expect(await publicCities()).toContain('Devon');

    const hidden = await w.adminCall('POST', '/api/admin/cities', {
      name: 'Leduc',
      state: 'AB',
      zip_code: 'T9E',
      is_active: false,
    });
    expect(hidden.statusCode).toBe(201);
    expect(await cityRow(hidden.json().id)).toMatchObject({ zipCode: 'T9E', isActive: false });
    expect(await publicCities()).not.toContain('Leduc');
  });

  it.each([
    [{ name: 'X', state: 'AB' }, 'City name must be at least 2 characters'],
    [{ state: 'AB' }, 'City name must be at least 2 characters'],
    [{ name: 'Valid', state: 'A' }, 'State must be at least 2 characters'],
    [{ name: 'Valid' }, 'State must be at least 2 characters'],
    [{ name: 'Valid', state: 'ABC' }, 'State must be 2 letters, such as AB'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    expectError(await w.adminCall('POST', '/api/admin/cities', body), 400, message);
    expect(await db().select().from(cities).where(eq(cities.name, 'Valid'))).toEqual([]);
  });

  it('refuses a second city of the same name in any case with 409', async () => {
    await insertCity(db(), { name: 'Morinville' });
    const response = await w.adminCall('POST', '/api/admin/cities', { name: 'MORINVILLE', state: 'AB' });
    expectError(response, 409, 'A city named "MORINVILLE" already exists');
    expect(await db().select().from(cities).where(eq(cities.name, 'MORINVILLE'))).toEqual([]);
  });

  it('lets only one of two admins racing to add "Racy" and "racy" succeed', async () => {
    const answers = await Promise.all(
      ['Racy', 'racy'].map((name) => w.adminCall('POST', '/api/admin/cities', { name, state: 'AB' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('recognises the database unique violation of either engine', async () => {
    await insertCity(db(), { name: 'Twice' });
    const error = await insertCity(db(), { name: 'Twice' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('renames a city and its sales in one go: the list finds them under the new name', async () => {
    const id = await insertCity(db(), { name: 'Oldham' });
    const nbhd = await insertNeighborhood(db(), { cityId: id, name: 'Centre' });
    const sale = await w.sale({ city: 'oldham', title: 'Renamed along' });
    const elsewhere = await w.sale({ city: 'Oldhamshire', title: 'Not this one' });
    expect(await w.listedTitles({ city: 'Oldham' })).toEqual(['Renamed along']);

    const response = await w.adminCall('PATCH', `/api/admin/cities/${id}`, { name: 'Newham' });
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminCitySchema.parse(response.json())).toMatchObject({ id, name: 'Newham', saleCount: 1 });
    expect(await cityRow(id)).toMatchObject({ name: 'Newham', state: 'AB', isActive: true });
    const [moved] = await db().select().from(garageSales).where(eq(garageSales.id, sale));
    expect(moved?.city).toBe('Newham');
    const [kept] = await db().select().from(garageSales).where(eq(garageSales.id, elsewhere));
    expect(kept?.city).toBe('Oldhamshire');
    expect(await w.listedTitles({ city: 'Newham' })).toEqual(['Renamed along']);
    expect(await w.listedTitles({ city: 'Oldham' })).toEqual([]);
    expect((await db().select().from(neighborhoods).where(eq(neighborhoods.id, nbhd)))[0]?.cityId).toBe(id);
  });

  it('accepts a rename that only changes letter case, and the same name again', async () => {
    const id = await insertCity(db(), { name: 'gibbons' });
    await w.sale({ city: 'gibbons' });
    const recased = await w.adminCall('PATCH', `/api/admin/cities/${id}`, { name: 'Gibbons' });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(await w.listedTitles({ city: 'Gibbons' })).toEqual(['A sale']);
    const [sale] = await db().select().from(garageSales).where(eq(garageSales.city, 'Gibbons'));
    expect(sale).toBeDefined();
    const same = await w.adminCall('PATCH', `/api/admin/cities/${id}`, { name: 'Gibbons', state: 'bc' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await cityRow(id)).toMatchObject({ name: 'Gibbons', state: 'BC' });
  });

  it("refuses a rename to another city's name (any case) with 409 and changes nothing", async () => {
    await insertCity(db(), { name: 'Bon Accord' });
    const id = await insertCity(db(), { name: 'Legal' });
    await w.sale({ city: 'Legal' });
    const response = await w.adminCall('PATCH', `/api/admin/cities/${id}`, { name: 'bon accord' });
    expectError(response, 409, 'A city named "bon accord" already exists');
    expect(await cityRow(id)).toMatchObject({ name: 'Legal' });
    expect(await w.listedTitles({ city: 'Legal' })).toEqual(['A sale']);
  });

  it('deactivates a city: hidden from GET /api/cities, its sales kept; a later rename keeps it inactive', async () => {
    const id = await insertCity(db(), { name: 'Calmar', zipCode: 'T0C' });
    await w.sale({ city: 'Calmar', title: 'Still here' });
    const response = await w.adminCall('PATCH', `/api/admin/cities/${id}`, { is_active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Calmar',
      is_active: false,
      zip_code: 'T0C',
      saleCount: 1,
    });
    expect(await publicCities()).not.toContain('Calmar');
    expect(await w.listedTitles({ city: 'Calmar' })).toEqual(['Still here']);

    const renamed = await w.adminCall('PATCH', `/api/admin/cities/${id}`, {
      name: 'Calmar East',
      zip_code: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await cityRow(id)).toMatchObject({ name: 'Calmar East', isActive: false, zipCode: null });
  });

  it.each([
    [{}, 'Send at least one field to change'],
    [{ name: 'Q' }, 'City name must be at least 2 characters'],
    [{ state: 'Q' }, 'State must be at least 2 characters'],
    [{ is_active: 'no' }, 'Invalid input: expected boolean, received string'],
  ])('refuses the PATCH %j with 400 "%s"', async (body, message) => {
    const id = await insertCity(db(), { name: `Patched ${JSON.stringify(body)}` });
    expectError(await w.adminCall('PATCH', `/api/admin/cities/${id}`, body), 400, message);
    expect(await cityRow(id)).toMatchObject({ name: `Patched ${JSON.stringify(body)}`, isActive: true });
  });

  it('refuses to delete a city that sales use (409), and deletes an unused one with its neighborhoods', async () => {
    const used = await insertCity(db(), { name: 'Busytown' });
    await w.sale({ city: 'Busytown' });
    await w.sale({ city: 'BUSYTOWN', isActive: false });
    expectError(
      await w.adminCall('DELETE', `/api/admin/cities/${used}`),
      409,
      'This city is used by 2 garage sale(s). Mark it Inactive instead, or delete those sales first.',
    );
    expect(await cityRow(used)).toBeDefined();

    const unused = await insertCity(db(), { name: 'Ghost Town' });
    const nbhd = await insertNeighborhood(db(), { cityId: unused, name: 'Empty Quarter' });
    const response = await w.adminCall('DELETE', `/api/admin/cities/${unused}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'City deleted' });
    expect(await cityRow(unused)).toBeUndefined();
    expect(await db().select().from(neighborhoods).where(eq(neighborhoods.id, nbhd))).toEqual([]);
  });

  it.each(['PATCH', 'DELETE'] as const)(
    '%s answers 404 for an unknown id and 400 for a bad one',
    async (method) => {
      const body = method === 'PATCH' ? { name: 'Nowhere' } : undefined;
      expectError(await w.adminCall(method, '/api/admin/cities/999999', body), 404, 'City not found');
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await w.adminCall(method, `/api/admin/cities/${bad}`, body)).statusCode).toBe(400);
      }
    },
  );
});
