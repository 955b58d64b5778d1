import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_SENT_MESSAGE } from '../../shared/schemas/account-links';
import { type App, buildApp } from '../app';
import { loginFailures } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';

const PASSWORD = 'Garage123';
const THROTTLED = { message: 'Too many failed login attempts. Please try again in 15 minutes.' };
let counter = 0;
const newEmail = () => `throttle-${++counter}@example.org`;
/** Every test its own client address, so that the per-address counter of one does not spill into another. */
const newAddress = () => `198.51.100.${++counter}`;

describe.each(engines)('login throttling on %s', (engine) => {
  let t: TestApp;
  let proxied: App;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // The same database behind a proxy one hop away (TRUST_PROXY=1).
    proxied = await buildApp({ config: { ...t.config, trustProxy: 1 }, database: t.database });
  });
  afterAll(async () => {
    await proxied.close();
    await t.close();
  });

  type Login = {
    email: string;
    password: string;
    ip: string;
    url?: string;
    xff?: string;
    app?: App;
    language?: string;
  };
  const login = ({ email, password, ip, url = '/api/auth/login', xff, app = t.app, language }: Login) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: {
        ...(xff ? { 'x-forwarded-for': xff } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: { email, password },
    });
  async function fail(times: number, input: Omit<Login, 'password'>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1)
      statuses.push((await login({ ...input, password: 'Wrong1234' })).statusCode);
    return statuses;
  }
  async function account(): Promise<string> {
    const email = newEmail();
    await insertUser(t.database.db, { email, password: PASSWORD });
    return email;
  }

  // Issue 12 changed this on purpose: 5 failures refuse that address on that account, not the account
  // everywhere, so nobody can keep an owner out by failing on purpose (decision 0018).
  it('refuses the 6th attempt from one address on an account, even with the right password', async () => {
    const email = await account();
    const ip = newAddress();
    expect(await fail(5, { email, ip })).toEqual([401, 401, 401, 401, 401]);
    const refused = await login({ email, password: PASSWORD, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(THROTTLED);
    expect(refused.cookies).toEqual([]);
    const french = await login({ email, password: PASSWORD, ip, language: 'fr-CA' });
    expect(french.json()).toEqual({
      message: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans 15 minutes.',
    });
  });

  it("lets the owner sign in from another address after an attacker's failures", async () => {
    const email = await account();
    const attacker = newAddress();
    expect(await fail(6, { email, ip: attacker })).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await login({ email: email.toUpperCase(), password: PASSWORD, ip: newAddress() });
    expect(owner.statusCode).toBe(200);
  });

  it("lets the owner's known browser sign in from the attacker's own address", async () => {
    const email = await account();
    const shared = newAddress();
    const first = await login({ email, password: PASSWORD, ip: newAddress() });
    const device = first.cookies.find((cookie) => cookie.name === 'gsf_device');
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.path).toBe('/api/auth');
    expect(device?.httpOnly).toBe(true);
    // Failures from two addresses: the shared one and one more (the account passes its slow-down point).
    expect(await fail(6, { email, ip: shared })).toEqual([401, 401, 401, 401, 401, 429]);
    await fail(5, { email, ip: newAddress() });
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: shared,
      cookies: { gsf_device: device?.value ?? '' },
      payload: { email, password: PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    // A device cookie of another account is no help.
    const other = await account();
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: shared,
      cookies: { gsf_device: device?.value ?? '' },
      payload: { email: other, password: 'Wrong1234' },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('throttles an unknown email just as a known one', async () => {
    const email = newEmail();
    const ip = newAddress();
    expect(await fail(6, { email, ip })).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('clears the account counter after a successful login', async () => {
    const email = await account();
    const ip = newAddress();
    await fail(4, { email, ip });
    expect((await login({ email, password: PASSWORD, ip })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${email}`));
    expect(rows).toEqual([]);
    expect(await fail(5, { email, ip })).toEqual([401, 401, 401, 401, 401]);
  });

  it('refuses an address after 20 failures over many accounts, whatever X-Forwarded-For says', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i += 1) {
      const response = await login({ email: newEmail(), password: 'Wrong1234', ip, xff: `203.0.113.${i}` });
      expect(response.statusCode).toBe(401);
    }
    const email = await account();
    const refused = await login({ email, password: PASSWORD, ip, xff: '192.0.2.77' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(THROTTLED);
    // The account was not charged for the address's refusal; another address signs in at once.
    expect((await login({ email, password: PASSWORD, ip: newAddress() })).statusCode).toBe(200);
  });

  it('counts only failures against the address: successful logins do not use it up', async () => {
    const email = await account();
    const ip = newAddress();
    for (let i = 0; i < 25; i += 1)
      expect((await login({ email, password: PASSWORD, ip })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `ip:${ip}`));
    expect(row?.failures).toBe(0);
  });

  it('is not reset or bypassed by other spellings of the login path', async () => {
    const email = await account();
    const ip = newAddress();
    await fail(5, { email, ip });
    for (const url of [
      '/api/auth/login/',
      '/api/auth/login?',
      '/api/auth/login?x=1',
      '/api/auth/login/?next=/',
    ]) {
      expect((await login({ email, password: PASSWORD, ip, url })).statusCode, url).toBe(429);
    }
    // Spellings the router does not take reach no login at all.
    for (const url of ['/API/auth/login', '/api/auth//login', '/api/Auth/login', '/api/auth/login%2F']) {
      const response = await login({ email, password: PASSWORD, ip, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.cookies).toEqual([]);
    }
  });

  it('behind a trusted proxy, counts the address the proxy saw, not ones the client prepended', async () => {
    const realClient = '203.0.113.50';
    for (let i = 0; i < 20; i += 1) {
      const xff = `10.0.0.${i}, ${realClient}`;
      const response = await login({
        email: newEmail(),
        password: 'Wrong1234',
        ip: '127.0.0.1',
        xff,
        app: proxied,
      });
      expect(response.statusCode).toBe(401);
    }
    const refused = await login({
      email: newEmail(),
      password: 'Wrong1234',
      ip: '127.0.0.1',
      xff: `192.0.2.1, ${realClient}`,
      app: proxied,
    });
    expect(refused.statusCode).toBe(429);
    const rows = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `ip:${realClient}`));
    expect(rows[0]?.failures).toBe(21);
    const other = await login({
      email: newEmail(),
      password: 'x',
      ip: '127.0.0.1',
      xff: '203.0.113.51',
      app: proxied,
    });
    expect(other.statusCode).toBe(401);
  });

  // Issue 12 changed this on purpose: past 5 failures the account is slowed down (a turn every 3 s for new
  // browsers, waits of up to 6 s), not locked. Issue 21: an attempt with no turn near is answered that a
  // sign-in link was mailed if the password was right (login-under-attack.test.ts), never a flat 429.
  it('paces a burst of parallel guesses on one account from many addresses', async () => {
    const email = await account();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ email, password: 'Wrong1234', ip: newAddress() })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(8);
    expect(statuses.filter((s) => s === 202)).toHaveLength(4);
    for (const answer of answers.filter((a) => a.statusCode === 202)) {
      expect(answer.json()).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE, signInLinkSent: true });
      expect(answer.cookies).toEqual([]);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_900);
  }, 20_000);
});
