import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { AppConfig } from '../config';
import { sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { hashToken, SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from './sessions';

const PASSWORD = 'Garage123';
const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

interface InjectedCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
}

describe.each(engines)('sessions over HTTP on %s', (engine) => {
  let t: TestApp;
  const extraApps: App[] = [];
  let email: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    email = `sessions-${engine}@example.org`;
    await insertUser(t.database.db, { email, password: PASSWORD });
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t.close();
  });

  /** Another instance of the app on the same database (a restart, a second server, other settings). */
  async function anotherApp(config: Partial<AppConfig> = {}): Promise<App> {
    const app = await buildApp({ config: { ...t.config, ...config }, database: t.database });
    extraApps.push(app);
    return app;
  }
  const sessionCookie = (response: { cookies: InjectedCookie[] }) =>
    response.cookies.find((c) => c.name === SESSION_COOKIE);
  async function logIn(app = t.app, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers,
      remoteAddress: `192.0.2.${++counter}`,
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    if (!cookie) throw new Error('no session cookie');
    return { cookie, header: `${SESSION_COOKIE}=${cookie.value}` };
  }
  const me = async (header: string, app = t.app) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } })).json();
  const row = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token)))
    )[0];

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie, not Secure over plain HTTP, lasting the session lifetime', async () => {
    const { cookie } = await logIn();
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    expect(cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure behind a trusted proxy that says https, and only then', async () => {
    const proxied = await anotherApp({ trustProxy: 1 });
    const forwarded = { 'x-forwarded-proto': 'https' };
    expect((await logIn(proxied, forwarded)).cookie.secure).toBe(true);
    expect((await logIn(t.app, forwarded)).cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure when PUBLIC_URL is https, on login, register and logout', async () => {
    const published = await anotherApp({ publicUrl: 'https://sales.parkland.example' });
    const { cookie, header } = await logIn(published);
    expect(cookie.secure).toBe(true);
    const registered = await published.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `secure-${engine}@example.org`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
      },
    });
    expect(sessionCookie(registered)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const out = await published.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: header },
    });
    expect(sessionCookie(out)).toMatchObject({ value: '', secure: true, httpOnly: true, path: '/' });
  });

  it('gives a new session id at every login and ends the one the browser held before', async () => {
    const first = await logIn();
    const second = await logIn(t.app, { cookie: first.header });
    expect(second.cookie.value).not.toBe(first.cookie.value);
    expect(await row(first.cookie.value)).toBeUndefined();
    expect(await me(first.header)).toBeNull();
    expect(await me(second.header)).toMatchObject({ email });
  });

  it('survives a restart: a new app instance on the same database knows the session', async () => {
    const { header } = await logIn();
    const before = await anotherApp();
    await before.close();
    extraApps.splice(extraApps.indexOf(before), 1);
    const after = await anotherApp();
    expect(await me(header, after)).toMatchObject({ email });
  });

  it('works across instances sharing the database: logout on one ends the session on the other', async () => {
    const other = await anotherApp();
    const { header, cookie } = await logIn(other);
    expect(await me(header)).toMatchObject({ email });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: header } });
    expect(out.statusCode).toBe(204);
    expect(await row(cookie.value)).toBeUndefined();
    expect(await me(header, other)).toBeNull();
  });

  it('ends a session left idle past the idle period, deleting its row', async () => {
    const { header, cookie } = await logIn();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, hashToken(cookie.value)));
    expect(await me(header)).toBeNull();
    expect(await row(cookie.value)).toBeUndefined();
  });

  it('ends a session at its absolute lifetime even when in use', async () => {
    const { header, cookie } = await logIn();
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(cookie.value)));
    expect(await me(header)).toBeNull();
    expect(await row(cookie.value)).toBeUndefined();
  });

  it('clears a cookie that names no live session, with the same attributes, and keeps a live one', async () => {
    const { header, cookie } = await logIn();
    const live = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { cookie: header } });
    expect(sessionCookie(live)).toBeUndefined();

    await t.database.db.delete(sessions).where(eq(sessions.id, hashToken(cookie.value)));
    // (The sales list reads no session at all, so that every viewer gets the same cacheable answer.)
    for (const url of ['/api/auth/me', '/api/categories', '/api/config']) {
      const stale = await t.app.inject({ method: 'GET', url, headers: { cookie: header } });
      expect(stale.statusCode).toBe(200);
      expect(sessionCookie(stale)).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', path: '/' });
      const { expires } = sessionCookie(stale) as { expires?: Date };
      expect(expires?.getTime()).toBeLessThan(Date.now());
      // Never kept by a shared cache, which would hand the clearing to other visitors.
      expect(stale.headers['cache-control']).toBe('no-store');
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=forged` },
    });
    expect(sessionCookie(forged)).toMatchObject({ value: '' });

    const published = await anotherApp({ publicUrl: 'https://sales.parkland.example' });
    const secure = await published.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: header },
    });
    expect(sessionCookie(secure)).toMatchObject({ value: '', secure: true });
  });

  it('reads the session only for API requests: pages and photos cost no session read', async () => {
    const { header, cookie } = await logIn();
    await t.database.db.delete(sessions).where(eq(sessions.id, hashToken(cookie.value)));
    // A dead cookie is cleared only where the session was read.
    for (const url of ['/uploads/missing.jpg', '/assets/app.js', '/contact', '/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: header } });
      expect(sessionCookie(response)).toBeUndefined();
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/config', headers: { cookie: header } });
    expect(sessionCookie(api)).toMatchObject({ value: '' });
  });

  it('answers a login sent with a dead cookie with the new session cookie only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` },
      remoteAddress: `192.0.2.${++counter}`,
    });
    expect(response.statusCode).toBe(200);
    const cookies = response.cookies.filter((c) => c.name === SESSION_COOKIE);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await me(`${SESSION_COOKIE}=${cookies[0]?.value}`)).toMatchObject({ email });
  });

  it('creates no session row for guests, whatever they call', async () => {
    const count = async () => (await t.database.db.select().from(sessions)).length;
    const before = await count();
    for (const url of ['/api/auth/me', '/api/auth/is-admin', '/api/config', '/api/garage-sales']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(sessionCookie(response)).toBeUndefined();
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(await count()).toBe(before);
  });
});
