import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { sessions, users } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { CROSS_SITE_MESSAGE } from './cross-site-guard';
import { hashToken, SESSION_COOKIE } from './sessions';

const REFUSED = { message: CROSS_SITE_MESSAGE };

describe.each(engines)('cross-site guard on %s', (engine) => {
  let t: TestApp;
  let published: App;
  let proxied: App;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // More instances of the app on the same database, configured otherwise.
    published = await buildApp({
      config: { ...t.config, publicUrl: 'https://sales.parkland.example' },
      database: t.database,
    });
    proxied = await buildApp({ config: { ...t.config, trustProxy: 1 }, database: t.database });
  });
  afterAll(async () => {
    await Promise.all([published.close(), proxied.close()]);
    await t.close();
  });

  const send = (app: App, headers: Record<string, string>, method = 'POST', url = '/api/auth/logout') =>
    app.inject({ method: method as 'POST', url, headers });
  const sessionExists = async (cookie: string) => {
    const token = cookie.slice(SESSION_COOKIE.length + 1);
    return (
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(sql`${sessions.id} = ${hashToken(token)}`)
      ).length > 0
    );
  };

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'http://evil.localhost' }],
    ['another port', { origin: 'http://localhost:8080' }],
    ['another scheme', { origin: 'https://localhost' }],
    ['Origin null', { origin: 'null' }],
    ['a garbled Origin', { origin: 'http://[::1' }],
    ['two Origins', { origin: 'http://localhost, https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    [
      'Sec-Fetch-Site cross-site with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost' },
    ],
  ])('refuses a POST with %s (403) and does not run the handler', async (_name, headers) => {
    const user = await createSignedInUser(t.database.db);
    const response = await send(t.app, { ...headers, cookie: user.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(await sessionExists(user.cookie)).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'refuses a cross-site %s, on known and unknown routes',
    async (method) => {
      for (const url of ['/api/garage-sales/1', '/api/photos/1', '/api/no-such-thing']) {
        const response = await send(t.app, { origin: 'https://evil.example' }, method, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(REFUSED);
      }
    },
  );

  it.each([
    ['no Origin and no Sec-Fetch-Site (curl)', {}],
    ['the same origin', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    ['the same origin with its default port spelled out', { origin: 'HTTP://LOCALHOST:80' }],
    ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('lets a POST with %s through', async (_name, headers) => {
    const user = await createSignedInUser(t.database.db);
    const response = await send(t.app, { ...headers, cookie: user.cookie });
    expect(response.statusCode).toBe(204);
    expect(await sessionExists(user.cookie)).toBe(false);
  });

  it('lets reads from anywhere through', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const response = await send(
        t.app,
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        method,
        '/api/auth/me',
      );
      expect(response.statusCode, method).not.toBe(403);
    }
  });

  it('stops a cross-site register or login (no login CSRF), creating nothing', async () => {
    const email = 'csrf-victim@example.org';
    const payload = { email, password: 'Garage123', confirmPassword: 'Garage123', agreeTerms: true };
    for (const url of ['/api/auth/register', '/api/auth/login']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toEqual([]);
    }
    expect(await t.database.db.select().from(users).where(sql`${users.email} = ${email}`)).toEqual([]);
  });

  it('compares with PUBLIC_URL when it is set', async () => {
    const ok = await send(published, { origin: 'https://sales.parkland.example' });
    expect(ok.statusCode).toBe(204);
    const hostOrigin = await send(published, { origin: 'http://localhost' });
    expect(hostOrigin.statusCode).toBe(403);
    const plainHttp = await send(published, { origin: 'http://sales.parkland.example' });
    expect(plainHttp.statusCode).toBe(403);
  });

  it('behind a trusted proxy, compares with the origin the proxy reports', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };
    expect((await send(proxied, { ...forwarded, origin: 'https://shop.example' })).statusCode).toBe(204);
    expect((await send(proxied, { ...forwarded, origin: 'https://evil.example' })).statusCode).toBe(403);
    // Untrusted, the same headers are ignored: the request's own origin is http://localhost.
    expect((await send(t.app, { ...forwarded, origin: 'https://shop.example' })).statusCode).toBe(403);
  });

  it('refuses a cross-site multipart upload before reading its body', async () => {
    const user = await createSignedInUser(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) resolve(text);
      });
      socket.on('error', reject);
    });
    // Headers and the start of a 500 kB body; the rest is never sent, so only an early answer arrives.
    socket.write(
      [
        'POST /api/auth/logout HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Origin: https://evil.example',
        `Cookie: ${user.cookie}`,
        'Content-Type: multipart/form-data; boundary=XyZ',
        'Content-Length: 500000',
        '',
        '--XyZ\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
      ].join('\r\n'),
    );
    const head = await Promise.race([
      answer,
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no early answer')), 5_000)),
    ]);
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 403 /);
    expect(await sessionExists(user.cookie)).toBe(true);
  });
});
