import { beforeAll, describe, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import {
  BOUNDARY,
  expectNoServerError as expectOk,
  fieldPart,
  filePart,
  json,
  multipart,
  ODD_BODIES,
  type OddCall,
} from '../test-support/odd-bodies';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity } from '../tools/factories';

type Method = OddCall['method'];

describe.each(engines)('no unsafe call gives a 500 on %s', (engine) => {
  let user: SignedInUser;
  let saleId: number;
  let start: string;

  const t = useTestApp(engine);
  beforeAll(async () => {
    const db = t.database.db;
    user = await createSignedInUser(db);
    start = todayIn(t.config.timeZone);
    await insertCity(db, { name: 'Stony Plain' });
    const category = await insertCategory(db, { name: 'Toys' });
    saleId = await insertSaleOn(db, user.id, start, {
      title: 'Odd sale',
      categoryIds: [category],
      photos: [{ url: '/uploads/odd.jpg', isFeatured: true }],
    });
  });

  const expectNoServerError = (call: OddCall, signedIn = true) =>
    expectOk(t.app, call, signedIn ? user.cookie : undefined);

  const writeUrls = (): [Method, string][] => [
    ['POST', '/api/garage-sales'],
    ['PUT', `/api/garage-sales/${saleId}`],
    ['DELETE', `/api/photos/1`],
    ['PUT', '/api/photos/1/featured'],
    ['POST', `/api/favorites/${saleId}`],
    ['DELETE', `/api/favorites/${saleId}`],
    ['POST', '/api/favorites/x'],
    ['DELETE', '/api/favorites/x'],
    ['POST', '/api/favorites/99999999999'],
    ['DELETE', '/api/favorites/0'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/register'],
    ['POST', `/api/garage-sales/${saleId}/complete`],
  ];

  it.each(ODD_BODIES)('answers $name to every write route without a server error', async ({ body, type }) => {
    for (const [method, url] of writeUrls()) {
      for (const signedIn of [true, false]) await expectNoServerError({ method, url, body, type }, signedIn);
    }
  });

  /** A valid sale body with one field replaced. */
  const sale = (change: Record<string, unknown>) => json({ ...exampleSaleWrite(start), ...change });
  const ODD_SALES: [string, () => string][] = [
    ['a latitude as text', () => sale({ position: { lat: '53.5', lng: -114 } })],
    ['a position that is a string', () => sale({ position: '53.5,-114' })],
    ['an infinite-looking latitude', () => sale({ position: { lat: 1e308, lng: -1e308 } })],
    ['category ids as text', () => sale({ categoryIds: ['1', 'two'] })],
    ['a category id beyond integers', () => sale({ categoryIds: [3_000_000_000] })],
    ['a fractional category id', () => sale({ categoryIds: [1.5] })],
    ['a huge category list', () => sale({ categoryIds: Array.from({ length: 10_000 }, (_, i) => i + 1) })],
    ['dates of year 0 and 9999', () => sale({ startDate: '0000-01-01', endDate: '9999-12-31' })],
    ['a date that is a number', () => sale({ startDate: 20300101 })],
    ['times past midnight', () => sale({ startTime: '24:00', endTime: '99:99' })],
    ['a schedule that is an object', () => sale({ scheduleData: { date: start } })],
    ['a schedule of nulls', () => sale({ scheduleData: '[null, null]' })],
    ['a schedule of garbage', () => sale({ scheduleData: json([{ date: {}, startTime: [], endTime: 1 }]) })],
    [
      'a schedule of year 275760',
      () => sale({ scheduleData: json([{ date: '275760-09-13', startTime: '08:00', endTime: '09:00' }]) }),
    ],
    ['a deeply nested schedule', () => sale({ scheduleData: `${'['.repeat(3000)}${']'.repeat(3000)}` })],
    ['a title with NUL', () => sale({ title: 'Sale\u0000Sale' })],
    ['lone surrogates', () => sale({ title: '\ud800\ud800 sale', address: '\udfff 1 Main Street' })],
    ['a neighborhood object', () => sale({ neighborhood: { name: 'Old Town' } })],
    ['a description of 1 MB', () => sale({ description: 'd'.repeat(1_000_000) })],
  ];

  it.each(ODD_SALES)('answers a sale with %s on POST and PUT without a server error', async (_name, make) => {
    const body = make();
    await expectNoServerError({ method: 'POST', url: '/api/garage-sales', body });
    await expectNoServerError({ method: 'PUT', url: `/api/garage-sales/${saleId}`, body });
  });

  it.each([
    ['a bad saleId', json({ saleId: 'x' })],
    ['saleId 0', json({ saleId: 0 })],
    ['a saleId beyond integers', json({ saleId: 3_000_000_000 })],
    ['an unknown sale', json({ saleId: 2_147_483_647 })],
    ['a saleId as text', json({ saleId: '1' })],
  ])('answers DELETE /api/photos/{id} with %s without a server error', async (_name, body) => {
    for (const url of ['/api/photos/1', '/api/photos/2147483648', '/api/photos/x']) {
      await expectNoServerError({ method: 'DELETE', url, body });
      await expectNoServerError({ method: 'PUT', url: `${url}/featured`, body });
    }
  });

  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  it.each([
    ['no boundary', multipart(filePart('photos', 'a.jpg')), 'multipart/form-data'],
    ['an empty boundary', multipart(filePart('photos', 'a.jpg')), 'multipart/form-data; boundary='],
    ['only the closing boundary', `--${BOUNDARY}--\r\n`, type],
    ['an empty body', '', type],
    ['garbage', '\u0000\u0001\u0002 garbage', type],
    ['a part without headers', multipart('\r\nno headers'), type],
    ['a part without a name', multipart('Content-Disposition: form-data\r\n\r\nvalue'), type],
    ['a file with an empty name', multipart(filePart('photos', '')), type],
    ['a file that is no image', multipart(filePart('photos', 'a.jpg')), type],
    ['a file in another field', multipart(filePart('avatar', 'a.jpg')), type],
    [
      'a huge featuredPhotoIndex',
      multipart(fieldPart('featuredPhotoIndex', '9'.repeat(90)), filePart('photos', 'a.jpg')),
      type,
    ],
    [
      'a negative featuredPhotoIndex',
      multipart(fieldPart('featuredPhotoIndex', '-1'), filePart('photos', 'a.jpg')),
      type,
    ],
    ['a field of 1 KB', multipart(fieldPart('featuredPhotoIndex', '1'.repeat(1024))), type],
    ['many fields', multipart(...Array.from({ length: 20 }, (_, i) => fieldPart(`f${i}`, 'x'))), type],
    ['many files', multipart(...Array.from({ length: 20 }, (_, i) => filePart('photos', `${i}.jpg`))), type],
    ['a prototype field name', multipart(fieldPart('__proto__', 'x'), filePart('photos', 'a.jpg')), type],
    ['an unterminated part', `--${BOUNDARY}\r\n${filePart('photos', 'a.jpg')}`, type],
    [
      'a header too long',
      multipart(`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx`),
      type,
    ],
    [
      'another multipart type',
      multipart(filePart('photos', 'a.jpg')),
      `multipart/mixed; boundary=${BOUNDARY}`,
    ],
    ['JSON', json({ photos: [] }), 'application/json'],
  ])('answers a photo upload with %s without a server error', async (_name, body, contentType) => {
    for (const url of [`/api/garage-sales/${saleId}/photos`, '/api/garage-sales/2147483647/photos']) {
      await expectNoServerError({ method: 'POST', url, body, type: contentType });
    }
  });
});
