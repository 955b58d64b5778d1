import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { writeClientDir } from '../test-support/client-dir';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity, insertUser } from '../tools/factories';

const ODD_URLS = [
  '/api/garage-sales?city=%00',
  '/api/garage-sales?city=Stony%20Plain&neighborhood=%00',
  '/api/garage-sales?searchTerm=%00',
  '/api/garage-sales?searchTerm=%5C',
  '/api/garage-sales?searchTerm=%E0%A4%A',
  '/api/garage-sales?searchTerm=%F0%9F%8F%A0%20sale',
  '/api/garage-sales?searchTerm=%ED%A0%80',
  '/api/garage-sales?startDate[]=2030-01-01',
  '/api/garage-sales?startDate=0000-01-01',
  '/api/garage-sales?startDate=9999-12-31',
  '/api/garage-sales?endDate=0001-01-01',
  '/api/garage-sales?startDate=2030-01-01T00:00:00Z',
  `/api/garage-sales?categoryIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  `/api/garage-sales?categoryIds=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`,
  '/api/garage-sales?categoryIds=999999999',
  '/api/garage-sales?categoryIds=9999999999',
  '/api/garage-sales?categoryIds=0',
  '/api/garage-sales?categoryIds=1&categoryIds=2',
  '/api/garage-sales?city[$ne]=x',
  '/api/garage-sales?__proto__=x&constructor=y',
  '/api/garage-sales?%',
  '/api/garage-sales?city=%',
  '/api/garage-sales/%00',
  '/api/garage-sales/1%00',
  '/api/garage-sales/0x10',
  '/api/garage-sales/2147483648',
  '/api/garage-sales/-0',
  '/api/garage-sales/%',
  '/api/garage-sales/1/photos/extra',
  '/api/garage-sales/abc/photos',
  '/api/garage-sales/99999999999999999999999/photos',
  '/api/neighborhoods?city=%00',
  '/api/neighborhoods?city[]=a',
  '/api/neighborhoods?city=%25_%5C',
  '/api/categories?x=1',
  '/api/cities/details/extra',
  '/garage-sales/%00',
  '/garage-sales/1%00',
  '/garage-sales/99999999999999999999',
  '/garage-sales/%',
  '/edit-sale/%00',
  '/uploads/%00.jpg',
  '/uploads/%',
  `/uploads/${'a'.repeat(300)}.jpg`,
  '/%',
  '/%00',
  '//',
  `/${'x'.repeat(5000)}`,
];

describe.each(engines)('no request gives a 500 on %s', (engine) => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeClientDir({ 'index.html': '<html><head><title>x</title></head></html>' });
    t = await createTestApp(engine, {}, undefined, { clientDir });
    const db = t.database.db;
    const today = todayIn(t.config.timeZone);
    const { id: userId } = await insertUser(db, { email: 'odd@example.org' });
    await insertCity(db, { name: 'Stony Plain' });
    const category = await insertCategory(db, { name: 'Toys' });
    await insertSaleOn(db, userId, today, { title: 'A sale', categoryIds: [category] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(ODD_URLS)('answers %s without a server error', async (url) => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode, `${url} (${accept}): ${response.body.slice(0, 200)}`).toBeLessThan(500);
      // Every error is the API's JSON {message}.
      if (
        response.statusCode >= 400 &&
        String(response.headers['content-type']).startsWith('application/json')
      ) {
        expect(typeof (response.json() as { message?: unknown }).message).toBe('string');
      }
    }
  });
});
