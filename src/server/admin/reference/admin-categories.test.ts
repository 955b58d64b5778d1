import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminCategorySchema } from '../../../shared/schemas/admin';
import { categories } from '../../db/schema';
import { engines } from '../../test-support/test-database';
import { insertCategory, insertCity } from '../../tools/factories';
import { expectAdminOnly, expectError, listedByName, useAdminWorld } from './admin-reference.fixtures';

describe.each(engines)('/api/admin/categories on %s', (engine) => {
  const w = useAdminWorld(engine);
  beforeAll(async () => {
    await insertCity(w.t.database.db, { name: 'Stony Plain' });
  });

  const db = () => w.t.database.db;
  const categoryRow = async (id: number) =>
    (await db().select().from(categories).where(eq(categories.id, id)))[0];
  const saleCategories = async (saleId: number) =>
    ((await w.call('GET', `/api/garage-sales/${saleId}`)).json() as { categories: { name: string }[] })
      .categories;
  /** A category named `name` that a PUT renaming it to `newName` is refused for, and keeps its name. */
  const expectRenameRefused = async (name: string, newName: string, status: number, message: string) => {
    const id = await insertCategory(db(), { name });
    expectError(await w.adminCall('PUT', `/api/admin/categories/${id}`, { name: newName }), status, message);
    expect(await categoryRow(id)).toMatchObject({ name });
  };

  it.each([
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PUT', '/api/admin/categories/1'],
    ['DELETE', '/api/admin/categories/1'],
  ] as const)(
    '%s %s: a guest gets 401 and a user 403, before the body or id is read',
    async (method, url) => {
      const id = await insertCategory(db(), { name: `Guarded ${method}` });
      const body = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Hacked' };
      await expectAdminOnly(w, method, url.replace('/1', `/${id}`), body);
      await expectAdminOnly(w, method, url.replace('/1', '/abc'), body);
      expect(await categoryRow(id)).toMatchObject({ name: `Guarded ${method}` });
      expect(await db().select().from(categories).where(eq(categories.name, 'Hacked'))).toEqual([]);
    },
  );

  it('lists the categories by name, whatever the case, with how many sales use each', async () => {
    const zebra = await insertCategory(db(), {
      name: 'zebra items',
      description: 'Stripes',
      iconName: 'zap',
    });
    const apple = await insertCategory(db(), { name: 'Apple things' });
    await w.sale({ city: 'Stony Plain', categoryIds: [zebra, apple] });
    await w.sale({ city: 'Stony Plain', categoryIds: [zebra] });
    const listed = listedByName(
      await w.adminCall('GET', '/api/admin/categories'),
      z.array(AdminCategorySchema),
    );
    expect(listed.find((category) => category.id === zebra)).toEqual({
      id: zebra,
      name: 'zebra items',
      nameFr: null,
      description: 'Stripes',
      iconName: 'zap',
      saleCount: 2,
    });
    expect(listed.find((category) => category.id === apple)).toMatchObject({ saleCount: 1 });
  });

  it('creates a category that the public list then shows', async () => {
    const response = await w.adminCall('POST', '/api/admin/categories', {
      name: ' Garden ',
      description: 'Pots\nand plants',
      iconName: 'flower',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = AdminCategorySchema.parse(response.json());
    expect(created).toMatchObject({ name: 'Garden', description: 'Pots\nand plants', iconName: 'flower' });
    expect(await categoryRow(created.id)).toEqual({
      id: created.id,
      name: 'Garden',
      nameFr: null,
      description: 'Pots\nand plants',
      iconName: 'flower',
    });
    const listed = (await w.call('GET', '/api/categories')).json() as { name: string }[];
    expect(listed.map((category) => category.name)).toContain('Garden');

    const bare = await w.adminCall('POST', '/api/admin/categories', {
      name: 'Bare',
      description: '',
      iconName: '',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ description: null, iconName: null, saleCount: 0 });
  });

  it.each([
    [{ name: 'X' }, 'Name must be at least 2 characters'],
    [{}, 'Name must be at least 2 characters'],
    [{ name: 'Valid', iconName: 'x'.repeat(51) }, 'Icon name must be at most 50 characters'],
    [{ name: 'Valid', description: 'x'.repeat(1001) }, 'Description must be at most 1000 characters'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    expectError(await w.adminCall('POST', '/api/admin/categories', body), 400, message);
    expect(await db().select().from(categories).where(eq(categories.name, 'Valid'))).toEqual([]);
  });

  it('refuses a second category of the same name in any case with 409', async () => {
    await insertCategory(db(), { name: 'Furniture' });
    expectError(
      await w.adminCall('POST', '/api/admin/categories', { name: 'FURNITURE' }),
      409,
      'A category named "FURNITURE" already exists',
    );
    expect(await db().select().from(categories).where(eq(categories.name, 'FURNITURE'))).toEqual([]);
  });

  it('replaces every field with PUT, and the sales show the new name at once', async () => {
    const id = await insertCategory(db(), { name: 'Tools', description: 'Hammers', iconName: 'wrench' });
    const sale = await w.sale({ city: 'Stony Plain', categoryIds: [id], title: 'Tool sale' });
    expect(await saleCategories(sale)).toEqual([{ id, name: 'Tools' }]);
    expect(await w.listedTitles({ city: 'Stony Plain', categoryIds: String(id) })).toEqual(['Tool sale']);

    const response = await w.adminCall('PUT', `/api/admin/categories/${id}`, { name: 'Hardware' });
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminCategorySchema.parse(response.json())).toEqual({
      id,
      name: 'Hardware',
      nameFr: null,
      description: null,
      iconName: null,
      saleCount: 1,
    });
    expect(await categoryRow(id)).toEqual({
      id,
      name: 'Hardware',
      nameFr: null,
      description: null,
      iconName: null,
    });
    expect(await saleCategories(sale)).toEqual([{ id, name: 'Hardware' }]);
    const list = await w.call('GET', `/api/garage-sales?city=Stony%20Plain&categoryIds=${id}`);
    expect((list.json() as { categories: { name: string }[] }[])[0]?.categories).toEqual([
      { id, name: 'Hardware' },
    ]);
  });

  it('accepts a PUT that only changes letter case, or keeps the name', async () => {
    const id = await insertCategory(db(), { name: 'toys' });
    expect((await w.adminCall('PUT', `/api/admin/categories/${id}`, { name: 'Toys' })).statusCode).toBe(200);
    const same = await w.adminCall('PUT', `/api/admin/categories/${id}`, {
      name: 'Toys',
      iconName: 'blocks',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await categoryRow(id)).toMatchObject({ name: 'Toys', iconName: 'blocks' });
  });

  it("refuses a PUT to another category's name (any case) with 409 and changes nothing", async () => {
    await insertCategory(db(), { name: 'Books' });
    await expectRenameRefused('Comics', 'books', 409, 'A category named "books" already exists');
  });

  it('refuses an invalid PUT with the form messages', async () => {
    await expectRenameRefused('Unchanged', 'U', 400, 'Name must be at least 2 characters');
  });

  it('refuses to delete a category that sales use (409), and deletes an unused one', async () => {
    const used = await insertCategory(db(), { name: 'Popular' });
    await w.sale({ city: 'Stony Plain', categoryIds: [used] });
    expectError(
      await w.adminCall('DELETE', `/api/admin/categories/${used}`),
      409,
      'This category is used by 1 garage sale(s). Move those sales to another category first.',
    );
    expect(await categoryRow(used)).toBeDefined();

    const unused = await insertCategory(db(), { name: 'Unloved' });
    const response = await w.adminCall('DELETE', `/api/admin/categories/${unused}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Category deleted' });
    expect(await categoryRow(unused)).toBeUndefined();
  });

  it.each(['PUT', 'DELETE'] as const)(
    '%s answers 404 for an unknown id and 400 for a bad one',
    async (method) => {
      const body = method === 'PUT' ? { name: 'Nothing' } : undefined;
      expectError(await w.adminCall(method, '/api/admin/categories/999999', body), 404, 'Category not found');
      for (const bad of ['abc', '0', '-1', '1e3', '99999999999']) {
        expect((await w.adminCall(method, `/api/admin/categories/${bad}`, body)).statusCode).toBe(400);
      }
    },
  );
});
