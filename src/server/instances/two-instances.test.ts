import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { PAIR_FAILURE_LIMIT, THROTTLED_MESSAGE } from '../auth/login-throttle';
import type { Database } from '../db/client';
import { jpeg } from '../photos/photos.fixtures';
import { type AppProcess, startAppProcess } from '../test-support/app-process';
import { startTestGeocoder, type TestGeocoder } from '../test-support/geocoder-server';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { createTestDatabase } from '../test-support/test-database';

const BUCKET = 'gsf-photos';
const PASSWORD = 'Garage123';

/** The `name=value` of the session cookie an answer sets. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

// Two real app processes on one PostgreSQL server and one S3 server (issue 13): what one instance does,
// the other sees at once. PostgreSQL only: the embedded database is one process by construction.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two app instances on one PostgreSQL and one S3 store',
  () => {
    let database: Database;
    let s3: TestS3;
    let geocoder: TestGeocoder;
    let a: AppProcess;
    let b: AppProcess;
    const bucketKeys = () => s3.keys();

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      s3 = await startS3Server(BUCKET);
      geocoder = await startTestGeocoder();
      const env = {
        DATABASE_URL: database.url as string,
        ...s3.env,
        GEOCODER_URL: geocoder.url,
      };
      [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await geocoder?.close();
      await s3?.close();
      await database?.close();
    });

    const register = async (app: AppProcess, prefix: string) => {
      const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
      const response = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true }),
      });
      expect(response.status, a.output() + b.output()).toBe(201);
      return { email, cookie: cookieOf(response) };
    };
    const json = (app: AppProcess, method: string, url: string, cookie: string, body?: unknown) =>
      fetch(`${app.url}${url}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const categoryIds = async () => {
      const categories = (await (await fetch(`${a.url}/api/categories`)).json()) as { id: number }[];
      return categories.slice(0, 1).map((category) => category.id);
    };
    /** A sale `seller` posts through A, running today. */
    const postSaleThroughA = async (seller: { cookie: string }, title: string) => {
      const created = await json(a, 'POST', '/api/garage-sales', seller.cookie, {
        ...exampleSaleWrite(todayIn('America/Edmonton')),
        title,
        categoryIds: await categoryIds(),
      });
      expect(created.status, a.output()).toBe(201);
      return (await created.json()) as { id: number };
    };
    const listIds = async (app: AppProcess) => {
      const response = await fetch(`${app.url}/api/garage-sales`);
      return ((await response.json()) as { id: number }[]).map((sale) => sale.id);
    };

    it('a session made on A works on B; a sale created on A is in B list on the next request', async () => {
      const seller = await register(a, 'seller');
      const me = await json(b, 'GET', '/api/auth/me', seller.cookie);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(seller.email);

      // B has this week's list in its cache before the write.
      const before = await listIds(b);
      const sale = await postSaleThroughA(seller, 'Seen by both instances');
      expect(before).not.toContain(sale.id);
      // B drops its cached list when A's notice reaches it: PostgreSQL sends it as A's write commits, before A
      // answers, but B reads that socket on its own turn, so a request that reaches B at that very moment may
      // come first. Well within the cached list's 5-second life, which is what it would wait without the feed.
      await expect.poll(() => listIds(b), { timeout: 2_000, interval: 50 }).toContain(sale.id);
    });

    it('a photo uploaded through A is served by B, and deleting the sale on B removes its objects', async () => {
      const seller = await register(a, 'photographer');
      const sale = await postSaleThroughA(seller, 'Sale with a photo');
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'table.jpg');
      const uploaded = await fetch(`${a.url}/api/garage-sales/${sale.id}/photos`, {
        method: 'POST',
        headers: { cookie: seller.cookie },
        body: form,
      });
      expect(uploaded.status, a.output()).toBe(201);
      const [photo] = (await uploaded.json()) as { url: string; thumbnailUrl: string | null }[];
      if (!photo) throw new Error('no photo in the answer');
      const keys = await bucketKeys();
      expect(keys.length).toBeGreaterThanOrEqual(1);

      const fromA = await fetch(`${a.url}${photo.url}`);
      const fromB = await fetch(`${b.url}${photo.url}`);
      expect(fromB.status, b.output()).toBe(200);
      expect(fromB.headers.get('content-type')).toMatch(/^image\//);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

      const deleted = await json(b, 'DELETE', `/api/garage-sales/${sale.id}`, seller.cookie);
      expect(deleted.status, b.output()).toBeLessThan(300);
      const left = await bucketKeys();
      for (const key of keys) expect(left).not.toContain(key);
      expect((await fetch(`${a.url}${photo.url}`)).status).toBe(404);
    });

    it('counts failed logins on both instances in one throttle', async () => {
      const { email } = await register(a, 'target');
      const fail = (app: AppProcess) =>
        fetch(`${app.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Wrong-password-1' }),
        });
      for (let i = 0; i < PAIR_FAILURE_LIMIT; i += 1) {
        expect((await fail(i % 2 === 0 ? a : b)).status).toBe(401);
      }
      const refused = await fail(b);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(THROTTLED_MESSAGE);
      expect((await fail(a)).status).toBe(429);
    });

    it('sends the geocoder at most one request a second from both instances together', async () => {
      // Three lookups at once (a fourth would wait 3 s, past what the app lets a shopper wait), each by
      // its own user (one lookup in flight per user), on A, B and A.
      const streets = ['1 First Street', '2 Second Street', '3 Third Street'];
      const apps = [a, b, a];
      const users = await Promise.all(apps.map((app, i) => register(app, `locate-${i}`)));
      geocoder.requests.length = 0;
      const answers = await Promise.all(
        streets.map((street, i) => {
          const query = new URLSearchParams({ address: street, city: 'Stony Plain' });
          return json(apps[i] ?? a, 'GET', `/api/geocode?${query}`, users[i]?.cookie ?? '');
        }),
      );
      // Unknown addresses: the geocoder was asked and found nothing (404); none was refused for the pace.
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
      const times = geocoder.requests.filter((request) => request.path === '/search').map((r) => r.at);
      expect(times.length).toBe(streets.length);
      times.sort((x, y) => x - y);
      // One second apart at the service, less the time between booking a slot and sending (tens of
      // milliseconds on a busy machine); without the shared pace they would arrive together.
      for (let i = 1; i < times.length; i += 1) {
        expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(800);
      }
    });
  },
);
