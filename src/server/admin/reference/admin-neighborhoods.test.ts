import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminNeighborhoodSchema } from '../../../shared/schemas/admin';
import { garageSales, neighborhoods } from '../../db/schema';
import { engines } from '../../test-support/test-database';
import { insertCity, insertNeighborhood } from '../../tools/factories';
import { expectAdminOnly, expectError, useAdminWorld } from './admin-reference.fixtures';

describe.each(engines)('/api/admin/neighborhoods on %s', (engine) => {
  let stony: number;
  let spruce: number;
  const w = useAdminWorld(engine);
  beforeAll(async () => {
    stony = await insertCity(w.t.database.db, { name: 'Stony Plain' });
    spruce = await insertCity(w.t.database.db, { name: 'Spruce Grove' });
  });

  const db = () => w.t.database.db;
  const row = async (id: number) =>
    (await db().select().from(neighborhoods).where(eq(neighborhoods.id, id)))[0];
  const saleRow = async (id: number) =>
    (await db().select().from(garageSales).where(eq(garageSales.id, id)))[0];
  const publicNames = async (city: string) =>
    (
      (await w.call('GET', `/api/neighborhoods?city=${encodeURIComponent(city)}`)).json() as {
        name: string;
      }[]
    ).map((n) => n.name);

  it.each([
    ['GET', '/api/admin/neighborhoods'],
    ['POST', '/api/admin/neighborhoods'],
    ['PUT', '/api/admin/neighborhoods/1'],
    ['DELETE', '/api/admin/neighborhoods/1'],
  ] as const)(
    '%s %s: a guest gets 401 and a user 403, before the body or id is read',
    async (method, url) => {
      const id = await insertNeighborhood(db(), { cityId: stony, name: `Guarded ${method}` });
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Hacked', cityId: stony };
      await expectAdminOnly(w, method, url.replace('/1', `/${id}`), body);
      await expectAdminOnly(w, method, url.replace('/1', '/abc'), body);
      expect(await row(id)).toMatchObject({ name: `Guarded ${method}` });
      expect(await db().select().from(neighborhoods).where(eq(neighborhoods.name, 'Hacked'))).toEqual([]);
    },
  );

  it('lists every neighborhood by city then name, with its city and the sales that name it', async () => {
    const a = await insertNeighborhood(db(), { cityId: spruce, name: 'aspen Listed', description: 'Trees' });
    const b = await insertNeighborhood(db(), { cityId: stony, name: 'Birch Listed', isActive: false });
    await w.sale({ city: 'spruce grove', neighborhood: 'ASPEN LISTED' });
    await w.sale({ city: 'Stony Plain', neighborhood: 'Aspen Listed' });
    const response = await w.adminCall('GET', '/api/admin/neighborhoods');
    expect(response.statusCode).toBe(200);
    const listed = z.array(AdminNeighborhoodSchema).parse(response.json());
    const keys = listed.map((n) => `${n.cityName}/${n.name}`.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(listed.find((n) => n.id === a)).toEqual({
      id: a,
      name: 'aspen Listed',
      nameFr: null,
      cityId: spruce,
      cityName: 'Spruce Grove',
      description: 'Trees',
      isActive: true,
      saleCount: 1,
    });
    expect(listed.find((n) => n.id === b)).toMatchObject({
      cityName: 'Stony Plain',
      isActive: false,
      saleCount: 0,
    });
  });

  it('creates a neighborhood that the public list of its city then shows', async () => {
    const response = await w.adminCall('POST', '/api/admin/neighborhoods', {
      name: ' Lakeview ',
      cityId: spruce,
      description: 'By the lake',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = AdminNeighborhoodSchema.parse(response.json());
    expect(created).toMatchObject({
      name: 'Lakeview',
      cityId: spruce,
      cityName: 'Spruce Grove',
      saleCount: 0,
    });
    expect(await row(created.id)).toMatchObject({
      name: 'Lakeview',
      cityId: spruce,
      description: 'By the lake',
    });
    expect(await publicNames('Spruce Grove')).toContain('Lakeview');
  });

  it.each([
    [{ name: 'X', cityId: 1 }, 'Neighborhood name must be at least 2 characters'],
    [{ cityId: 1 }, 'Neighborhood name must be at least 2 characters'],
    [{ name: 'Valid' }, 'Please select a city.'],
    [{ name: 'Valid', cityId: 'one' }, 'Please select a city.'],
    [{ name: 'Valid', cityId: 999999 }, 'Choose a city that exists'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    const response = await w.adminCall('POST', '/api/admin/neighborhoods', body);
    expectError(response, 400, message);
    if (message === 'Choose a city that exists') {
      expect(response.json().issues).toEqual([{ path: 'cityId', message }]);
    }
    expect(await db().select().from(neighborhoods).where(eq(neighborhoods.name, 'Valid'))).toEqual([]);
  });

  it('refuses a name its city already has (any case) with 409, and allows it in another city', async () => {
    await insertNeighborhood(db(), { cityId: stony, name: 'Old Town' });
    expectError(
      await w.adminCall('POST', '/api/admin/neighborhoods', { name: 'old town', cityId: stony }),
      409,
      'Neighborhood "old town" already exists in Stony Plain',
    );
    const other = await w.adminCall('POST', '/api/admin/neighborhoods', { name: 'Old Town', cityId: spruce });
    expect(other.statusCode, other.body).toBe(201);
  });

  it("renames a neighborhood and its city's sales with it (only those)", async () => {
    const id = await insertNeighborhood(db(), { cityId: stony, name: 'Fairview' });
    const mine = await w.sale({ city: 'Stony Plain', neighborhood: 'fairview', title: 'In Fairview' });
    const other = await w.sale({ city: 'Spruce Grove', neighborhood: 'Fairview', title: 'Other city' });
    expect(await w.listedTitles({ city: 'Stony Plain', neighborhood: 'Fairview' })).toEqual(['In Fairview']);

    const body = { name: 'Fair Haven', cityId: stony, description: 'Renamed' };
    const response = await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminNeighborhoodSchema.parse(response.json())).toMatchObject({
      name: 'Fair Haven',
      saleCount: 1,
    });
    expect(await row(id)).toMatchObject({ name: 'Fair Haven', description: 'Renamed', cityId: stony });
    expect((await saleRow(mine))?.neighborhood).toBe('Fair Haven');
    expect((await saleRow(other))?.neighborhood).toBe('Fairview');
    expect(await w.listedTitles({ city: 'Stony Plain', neighborhood: 'Fair Haven' })).toEqual([
      'In Fairview',
    ]);
    expect(await w.listedTitles({ city: 'Stony Plain', neighborhood: 'Fairview' })).toEqual([]);
  });

  it('accepts a PUT that only changes letter case, or keeps the name', async () => {
    const id = await insertNeighborhood(db(), { cityId: spruce, name: 'westwind' });
    const sale = await w.sale({ city: 'Spruce Grove', neighborhood: 'westwind' });
    const recased = await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, {
      name: 'Westwind',
      cityId: spruce,
    });
    expect(recased.statusCode, recased.body).toBe(200);
    expect((await saleRow(sale))?.neighborhood).toBe('Westwind');
    const same = await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, {
      name: 'Westwind',
      cityId: spruce,
    });
    expect(same.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ name: 'Westwind', description: null });
  });

  it('moves an unused neighborhood to another city, but not one that sales use (409)', async () => {
    const free = await insertNeighborhood(db(), { cityId: stony, name: 'Drifter' });
    const moved = await w.adminCall('PUT', `/api/admin/neighborhoods/${free}`, {
      name: 'Drifter',
      cityId: spruce,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ cityId: spruce, cityName: 'Spruce Grove' });
    expect(await row(free)).toMatchObject({ cityId: spruce });

    const used = await insertNeighborhood(db(), { cityId: stony, name: 'Anchored' });
    await w.sale({ city: 'Stony Plain', neighborhood: 'Anchored' });
    expectError(
      await w.adminCall('PUT', `/api/admin/neighborhoods/${used}`, { name: 'Anchored', cityId: spruce }),
      409,
      'This neighborhood is used by 1 garage sale(s); it cannot move to another city',
    );
    expect(await row(used)).toMatchObject({ cityId: stony });
  });

  it('refuses a PUT onto a name taken in the target city (409), or to an unknown city (400)', async () => {
    await insertNeighborhood(db(), { cityId: spruce, name: 'Taken' });
    const id = await insertNeighborhood(db(), { cityId: stony, name: 'Mover' });
    expectError(
      await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, { name: 'TAKEN', cityId: spruce }),
      409,
      'Neighborhood "TAKEN" already exists in Spruce Grove',
    );
    expectError(
      await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, { name: 'Mover', cityId: 999999 }),
      400,
      'Choose a city that exists',
    );
    expectError(
      await w.adminCall('PUT', `/api/admin/neighborhoods/${id}`, { name: 'M', cityId: stony }),
      400,
      'Neighborhood name must be at least 2 characters',
    );
    expect(await row(id)).toMatchObject({ name: 'Mover', cityId: stony });
  });

  it('refuses to delete a neighborhood that sales use (409), and deletes an unused one', async () => {
    const used = await insertNeighborhood(db(), { cityId: stony, name: 'Crowded' });
    await w.sale({ city: 'Stony Plain', neighborhood: 'Crowded' });
    await w.sale({ city: 'Stony Plain', neighborhood: 'CROWDED', isCompleted: true });
    expectError(
      await w.adminCall('DELETE', `/api/admin/neighborhoods/${used}`),
      409,
      'This neighborhood is used by 2 garage sale(s). Delete or edit those sales first.',
    );
    expect(await row(used)).toBeDefined();

    const unused = await insertNeighborhood(db(), { cityId: stony, name: 'Quiet' });
    const response = await w.adminCall('DELETE', `/api/admin/neighborhoods/${unused}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Neighborhood deleted' });
    expect(await row(unused)).toBeUndefined();
    expect(await publicNames('Stony Plain')).not.toContain('Quiet');
  });

  it.each(['PUT', 'DELETE'] as const)(
    '%s answers 404 for an unknown id and 400 for a bad one',
    async (method) => {
      const body = method === 'PUT' ? { name: 'Nowhere', cityId: stony } : undefined;
      expectError(
        await w.adminCall(method, '/api/admin/neighborhoods/999999', body),
        404,
        'Neighborhood not found',
      );
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await w.adminCall(method, `/api/admin/neighborhoods/${bad}`, body)).statusCode).toBe(400);
      }
    },
  );
});
