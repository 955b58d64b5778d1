import { beforeAll, describe, it } from 'vitest';
import { expectNoServerError as expectOk, json, ODD_BODIES, type OddCall } from '../test-support/odd-bodies';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity } from '../tools/factories';
import { type Method, useAdminWorld } from './reference/admin-reference.fixtures';

/**
 * An administrator is a user too: nothing they send may give a 500 (developers' guide). Every admin write
 * route gets every odd body, and the reference forms and the debug tool get values of the right names but
 * of wrong kinds and sizes. Ids that exist are used, so the bodies reach validation and the services.
 */
describe.each(engines)('no admin call gives a 500 on %s', (engine) => {
  let cityId: number;
  let categoryId: number;
  let saleId: number;

  const w = useAdminWorld(engine);
  beforeAll(async () => {
    const db = w.t.database.db;
    cityId = await insertCity(db, { name: 'Stony Plain' });
    categoryId = await insertCategory(db, { name: 'Toys' });
    saleId = await w.sale({ city: 'Stony Plain', categoryIds: [categoryId] });
  });

  const expectNoServerError = (method: Method, url: string, body?: string | Buffer, type?: string | null) =>
    expectOk(w.t.app, { method: method as OddCall['method'], url, body, type }, w.admin.cookie);

  // Writes that would succeed on an empty body are pointed at ids that do not exist, so a sale, city or
  // account the other cases need stays in place.
  const writeRoutes = (): [Method, string][] => [
    ['POST', '/api/admin/cities'],
    ['PATCH', `/api/admin/cities/${cityId}`],
    ['DELETE', '/api/admin/cities/2147483647'],
    ['POST', '/api/admin/categories'],
    ['PUT', `/api/admin/categories/${categoryId}`],
    ['DELETE', '/api/admin/categories/2147483647'],
    ['POST', '/api/admin/neighborhoods'],
    ['PUT', '/api/admin/neighborhoods/2147483647'],
    ['DELETE', '/api/admin/neighborhoods/x'],
    ['DELETE', '/api/admin/sales/2147483648'],
    ['PUT', '/api/admin/users/2147483647/promote'],
    ['PUT', '/api/admin/users/0/demote'],
    ['DELETE', '/api/admin/users/99999999999'],
    ['PUT', '/api/admin/settings/maps-key'],
    ['POST', '/api/debug/update-sale-dates'],
  ];

  it.each(ODD_BODIES)(
    'answers $name to every admin write route without a server error',
    async ({ body, type }) => {
      for (const [method, url] of writeRoutes()) await expectNoServerError(method, url, body, type);
    },
  );

  const text = (length: number) => 'n'.repeat(length);
  const ODD_FIELDS: [string, Method, () => string, () => unknown][] = [
    [
      'a city with a NUL in its name',
      'POST',
      () => '/api/admin/cities',
      () => ({ name: 'Odd\u0000ville', state: 'AB' }),
    ],
    [
      'a city with lone surrogates',
      'POST',
      () => '/api/admin/cities',
      () => ({ name: '\ud800\ud800 City', state: '\udfffA' }),
    ],
    [
      'a city name of 1 MB',
      'POST',
      () => '/api/admin/cities',
      () => ({ name: text(1_000_000), state: 'AB' }),
    ],
    [
      'a zip code that is a number',
      'POST',
      () => '/api/admin/cities',
      () => ({ name: 'Zipville', state: 'AB', zip_code: 1e308 }),
    ],
    [
      'is_active as text',
      'PATCH',
      () => `/api/admin/cities/${cityId}`,
      () => ({ name: 'Stony Plain', state: 'AB', is_active: 'yes' }),
    ],
    [
      'a category with an object for a name',
      'POST',
      () => '/api/admin/categories',
      () => ({ name: { en: 'Toys' } }),
    ],
    [
      'a category icon of 1 MB',
      'PUT',
      () => `/api/admin/categories/${categoryId}`,
      () => ({ name: 'Toys', iconName: text(1_000_000) }),
    ],
    [
      'a neighborhood in a city beyond integers',
      'POST',
      () => '/api/admin/neighborhoods',
      () => ({ name: 'Far Away', cityId: 3_000_000_000 }),
    ],
    [
      'a neighborhood in a fractional city',
      'POST',
      () => '/api/admin/neighborhoods',
      () => ({ name: 'Half Way', cityId: 1.5 }),
    ],
    [
      'a neighborhood city as text',
      'POST',
      () => '/api/admin/neighborhoods',
      () => ({ name: 'Textville', cityId: String(cityId) }),
    ],
    ['a maps key of 1 MB', 'PUT', () => '/api/admin/settings/maps-key', () => ({ apiKey: text(1_000_000) })],
    [
      'a maps key with control characters',
      'PUT',
      () => '/api/admin/settings/maps-key',
      () => ({ apiKey: `\u0000\u0007${text(30)}` }),
    ],
    [
      'dates of year 0 and 9999',
      'POST',
      () => '/api/debug/update-sale-dates',
      () => ({ saleId, startDate: '0000-01-01', endDate: '9999-12-31' }),
    ],
    [
      'dates that do not exist',
      'POST',
      () => '/api/debug/update-sale-dates',
      () => ({ saleId, startDate: '2026-02-30', endDate: '2026-13-01' }),
    ],
    [
      'a sale id beyond integers',
      'POST',
      () => '/api/debug/update-sale-dates',
      () => ({ saleId: 3_000_000_000, startDate: '2026-01-01', endDate: '2026-01-02' }),
    ],
    [
      'a sale id as text',
      'POST',
      () => '/api/debug/update-sale-dates',
      () => ({ saleId: 'one', startDate: '2026-01-01', endDate: '2026-01-02' }),
    ],
  ];

  it.each(ODD_FIELDS)('answers %s without a server error', async (_name, method, url, body) => {
    await expectNoServerError(method, url(), json(body()));
  });
});
