import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '../../shared/schemas/auth';
import { sessions, users } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { SESSION_COOKIE } from './sessions';

const PASSWORD = 'Garage123';
let counter = 0;
const newEmail = (prefix = 'auth') => `${prefix}-${++counter}@example.org`;
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  agreeTerms: true,
  ...extra,
});

describe.each(engines)('account routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Many registrations from one address; the per-address limit has its own test (auth-rate-limits).
    t = await createTestApp(engine, { REGISTER_LIMIT_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const found = response.cookies.find((c) => c.name === SESSION_COOKIE);
    return found ? `${SESSION_COOKIE}=${found.value}` : undefined;
  };
  const userRows = async (email: string) =>
    t.database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  const sessionCount = async () => (await t.database.db.select().from(sessions)).length;

  describe('POST /api/auth/register', () => {
    it('creates a plain user, answers 201 with the current user and signs in', async () => {
      const email = newEmail();
      const response = await post('/api/auth/register', registration(`  ${email} `));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        email,
        firstName: null,
        lastName: null,
        userType: 'user',
        isAdmin: false,
        emailVerified: false,
        locale: 'en',
        organizesEvents: false,
      });
      const [row] = await userRows(email);
      expect(row?.email).toBe(email);
      expect(row?.password).toMatch(/^\$argon2id\$/);
      expect(row?.password).not.toContain(PASSWORD);
      const me = await get('/api/auth/me', cookieOf(response));
      expect(me.json()).toEqual(body);
    });

    it('ignores fields the server owns (userType, id, emailVerified, timestamps)', async () => {
      const email = newEmail('sneaky');
      const response = await post(
        '/api/auth/register',
        registration(email, {
          id: 1,
          userType: 'admin',
          isAdmin: true,
          emailVerified: true,
          createdAt: '2000-01-01T00:00:00Z',
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ userType: 'user', isAdmin: false });
      const [row] = await userRows(email);
      expect(row).toMatchObject({ userType: 'user', emailVerified: false });
      expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
      const isAdmin = await get('/api/auth/is-admin', cookieOf(response));
      expect(isAdmin.json()).toEqual({ isAdmin: false });
    });

    it('answers 409 for an email already registered in any case, and adds no row or session', async () => {
      const email = newEmail('taken');
      expect((await post('/api/auth/register', registration(email))).statusCode).toBe(201);
      const before = await sessionCount();
      const again = await post('/api/auth/register', registration(email.toUpperCase()));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'An account with this email already exists' });
      expect(again.cookies).toEqual([]);
      expect(await userRows(email)).toHaveLength(1);
      expect(await sessionCount()).toBe(before);
    });

    it('gives one account and a 409 (never a 500) to registrations racing for one email', async () => {
      const email = newEmail('race');
      const answers = await Promise.all([
        post('/api/auth/register', registration(email)),
        post('/api/auth/register', registration(email.toUpperCase())),
        post('/api/auth/register', registration(` ${email}`)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(await userRows(email)).toHaveLength(1);
    });

    it.each([
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: undefined }, 'Email is required'],
      ['email', { email: 'not-an-email' }, 'Invalid email address'],
      ['password', { password: 'Short1' }, 'Password must be at least 8 characters'],
      ['password', { password: 'lowercase123' }, 'Password must contain at least one uppercase letter'],
      ['password', { password: 'UPPERCASE123' }, 'Password must contain at least one lowercase letter'],
      ['password', { password: 'NoDigitsHere' }, 'Password must contain at least one number'],
      ['password', { password: undefined }, 'Password is required'],
      ['confirmPassword', { confirmPassword: '' }, 'Please confirm your password'],
      ['confirmPassword', { confirmPassword: 'Garage124' }, 'Passwords do not match'],
      ['agreeTerms', { agreeTerms: false }, 'You must agree to the terms and conditions'],
      ['agreeTerms', { agreeTerms: undefined }, 'You must agree to the terms and conditions'],
    ])('refuses a bad %s with the §5 message %#', async (path, change, message) => {
      const email = newEmail('invalid');
      const response = await post('/api/auth/register', { ...registration(email), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
      expect(response.json().message).toContain(message);
      expect(await userRows(email)).toHaveLength(0);
    });

    it('refuses a password longer than the maximum before hashing it', async () => {
      const long = `Aa1${'x'.repeat(MAX_PASSWORD_LENGTH)}`;
      const email = newEmail('long');
      const started = Date.now();
      const response = await post(
        '/api/auth/register',
        registration(email, { password: long, confirmPassword: long }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path: 'password', message: PASSWORD_TOO_LONG_MESSAGE });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await userRows(email)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/login', () => {
    let email: string;
    beforeAll(async () => {
      email = newEmail('login');
      await insertUser(t.database.db, { email, password: PASSWORD, firstName: 'Lee', lastName: 'Ng' });
    });

    it('signs in whatever the case of the email, answering the current user', async () => {
      const response = await post('/api/auth/login', {
        email: ` ${email.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, firstName: 'Lee', lastName: 'Ng', isAdmin: false });
      expect((await get('/api/auth/me', cookieOf(response))).json()).toMatchObject({ email });
    });

    it('answers an unknown email exactly as a wrong password', async () => {
      const wrong = await post('/api/auth/login', { email, password: 'Wrong1234' });
      const unknown = await post('/api/auth/login', { email: newEmail('nobody'), password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.cookies).toEqual([]);
      expect(wrong.cookies).toEqual([]);
    });

    it('answers a French reader in French: a wrong password, an email already registered', async () => {
      const french = { 'accept-language': 'fr-CA' };
      const wrong = await post('/api/auth/login', { email, password: 'Wrong1234' }, french);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Courriel ou mot de passe non valide' });
      const taken = await post('/api/auth/register', registration(email), french);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'Un compte utilise déjà ce courriel' });
    });

    it.each([
      [{ email: '', password: PASSWORD }, 'email', 'Email is required'],
      [{ email: 'nope', password: PASSWORD }, 'email', 'Invalid email address'],
      [{ email: 'a@example.org', password: '' }, 'password', 'Password is required'],
      [{ email: 'a@example.org' }, 'password', 'Password is required'],
      [{ password: PASSWORD }, 'email', 'Email is required'],
      [
        { email: 'a@example.org', password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) },
        'password',
        PASSWORD_TOO_LONG_MESSAGE,
      ],
    ])('refuses %j with the §5 message', async (body, path, message) => {
      const response = await post('/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    });
  });

  describe('odd bodies never give a 500', () => {
    const bodies: [string, string][] = [
      ['application/json', '[]'],
      ['application/json', '[{"email":"a@example.org","password":"x"}]'],
      ['application/json', 'null'],
      ['application/json', '"text"'],
      ['application/json', '42'],
      ['application/json', '{"email":'],
      ['application/json', ''],
      ['application/json', '{"email":{"$ne":null},"password":{"$ne":null}}'],
      ['application/json', '{"email":["a@example.org"],"password":["x"]}'],
      ['application/json', `{"email":"${'a'.repeat(100_000)}@example.org","password":"x"}`],
      ['application/json', `{"email":"a@example.org","password":"${'x'.repeat(500_000)}"}`],
      ['application/json', '{"email":"a\\u0000@example.org","password":"Garage123"}'],
      ['application/json', '{"__proto__":{"isAdmin":true},"email":"a@example.org"}'],
      ['application/json', `{"email":"${'a'.repeat(2_000_000)}"}`],
      ['text/plain', 'email=a@example.org&password=x'],
      ['application/x-www-form-urlencoded', 'email=a@example.org&password=x'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--',
      ],
    ];
    for (const url of ['/api/auth/login', '/api/auth/register']) {
      it.each(bodies)(`${url} answers a 4xx to %s %#`, async (type, payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json()).toHaveProperty('message');
      });
    }

    it('answers a body-less login with 400', async () => {
      expect((await post('/api/auth/login')).statusCode).toBe(400);
    });
  });

  describe('GET /api/auth/me and /api/auth/is-admin', () => {
    it('answers null to a guest and leaves no session row', async () => {
      const before = await sessionCount();
      const me = await get('/api/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.body).toBe('null');
      expect(me.headers['cache-control']).toBe('no-store');
      expect(me.cookies).toEqual([]);
      expect(await sessionCount()).toBe(before);
    });

    it('answers null to an unknown or malformed cookie', async () => {
      expect((await get('/api/auth/me', `${SESSION_COOKIE}=${'a'.repeat(43)}`)).body).toBe('null');
      expect((await get('/api/auth/me', `${SESSION_COOKIE}=%00%ff`)).body).toBe('null');
    });

    it('answers the signed-in user, admin or not', async () => {
      const user = await createSignedInUser(t.database.db);
      const admin = await createSignedInUser(t.database.db, { userType: 'admin' });
      expect((await get('/api/auth/me', user.cookie)).json()).toMatchObject({ id: user.id, isAdmin: false });
      expect((await get('/api/auth/me', admin.cookie)).json()).toMatchObject({
        id: admin.id,
        userType: 'admin',
        isAdmin: true,
      });
      expect((await get('/api/auth/is-admin', user.cookie)).json()).toEqual({ isAdmin: false });
      expect((await get('/api/auth/is-admin', admin.cookie)).json()).toEqual({ isAdmin: true });
    });

    it('answers 401 to a guest asking is-admin', async () => {
      const response = await get('/api/auth/is-admin');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue' });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('deletes the session row, clears the cookie and signs out', async () => {
      const user = await createSignedInUser(t.database.db);
      const before = await sessionCount();
      const response = await post('/api/auth/logout', undefined, { cookie: user.cookie });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/');
      expect(await sessionCount()).toBe(before - 1);
      expect((await get('/api/auth/me', user.cookie)).body).toBe('null');
    });

    it('answers 204 to a guest too', async () => {
      expect((await post('/api/auth/logout')).statusCode).toBe(204);
      expect((await post('/api/auth/logout', {}, { cookie: `${SESSION_COOKIE}=junk` })).statusCode).toBe(204);
    });
  });
});
