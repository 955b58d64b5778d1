import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CategorySchema, CityDetailsSchema, NeighborhoodListSchema } from '../../shared/schemas/reference';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity, insertNeighborhood } from '../tools/factories';

describe.each(engines)('reference data on %s', (engine) => {
  const ids: Record<string, number> = {};
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The body of a 200 answer to GET `url`. */
  const listed = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const t = useTestApp(engine);
  beforeAll(async () => {
    const db = t.database.db;
    ids.Toys = await insertCategory(db, { name: 'Toys', description: 'For kids', iconName: 'toy-brick' });
    ids.Books = await insertCategory(db, { name: 'Books' });
    ids.antiques = await insertCategory(db, { name: 'antiques' });
    ids.Stony = await insertCity(db, { name: 'Stony Plain' });
    ids.Spruce = await insertCity(db, { name: 'Spruce Grove' });
    ids.Closed = await insertCity(db, { name: 'Closedville', isActive: false });
    ids.Westwind = await insertNeighborhood(db, { cityId: ids.Spruce, name: 'Westwind' });
    ids.Fairways = await insertNeighborhood(db, { cityId: ids.Spruce, name: 'Fairways' });
    ids.Gone = await insertNeighborhood(db, { cityId: ids.Spruce, name: 'Gone', isActive: false });
    ids.OldTown = await insertNeighborhood(db, { cityId: ids.Stony, name: 'Old Town' });
    ids.Hidden = await insertNeighborhood(db, { cityId: ids.Closed, name: 'Hidden' });
  });

  it('lists categories by name (whatever the case) with all their fields', async () => {
    expect(z.array(CategorySchema).parse(await listed('/api/categories'))).toEqual([
      { id: ids.antiques, name: 'antiques', nameFr: null, description: null, iconName: null },
      { id: ids.Books, name: 'Books', nameFr: null, description: null, iconName: null },
      { id: ids.Toys, name: 'Toys', nameFr: null, description: 'For kids', iconName: 'toy-brick' },
    ]);
  });

  it('lists the names of active cities, sorted', async () => {
    expect(await listed('/api/cities')).toEqual(['Spruce Grove', 'Stony Plain']);
  });

  it('lists id and name of active cities', async () => {
    expect(CityDetailsSchema.parse(await listed('/api/cities/details'))).toEqual([
      { id: ids.Spruce, name: 'Spruce Grove', nameFr: null },
      { id: ids.Stony, name: 'Stony Plain', nameFr: null },
    ]);
  });

  it('lists the active neighborhoods of a city by name, whatever the case of the city', async () => {
    expect(NeighborhoodListSchema.parse(await listed('/api/neighborhoods?city=spruce%20GROVE'))).toEqual([
      { id: ids.Fairways, name: 'Fairways', nameFr: null },
      { id: ids.Westwind, name: 'Westwind', nameFr: null },
    ]);
    expect(await listed('/api/neighborhoods?city=Stony%20Plain')).toEqual([
      { id: ids.OldTown, name: 'Old Town', nameFr: null },
    ]);
  });

  it('answers [] for an unknown or inactive city', async () => {
    for (const city of ['Atlantis', 'Closedville', '%25']) {
      expect(await listed(`/api/neighborhoods?city=${city}`)).toEqual([]);
    }
  });

  it.each(['/api/neighborhoods', '/api/neighborhoods?city=', '/api/neighborhoods?city=%20%20'])(
    'refuses %s without a city',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(
        'Choose a city to list its neighborhoods',
      );
    },
  );

  it.each(['%00', 'Stony%00Plain', 'a%0Ab'])(
    'refuses city=%s, which holds a control character',
    async (city) => {
      const response = await get(`/api/neighborhoods?city=${city}`);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(
        'Remove the control characters from the text',
      );
    },
  );

  it('refuses a city name that is too long or repeated', async () => {
    expect((await get(`/api/neighborhoods?city=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('/api/neighborhoods?city=a&city=b')).statusCode).toBe(400);
  });
});
