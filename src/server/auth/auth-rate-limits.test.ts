import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { LOGINS_PER_MINUTE, TOO_MANY_LOGINS_MESSAGE, TOO_MANY_REGISTRATIONS_MESSAGE } from './auth.routes';

const PASSWORD = 'Garage123';
let counter = 0;
const newEmail = () => `limits-${process.pid}-${++counter}@example.org`;

describe.each(engines)('per-address limits of register and login on %s', (engine) => {
  const t = useTestApp(engine, { REGISTER_LIMIT_PER_HOUR: '3' });

  const post = (url: string, ip: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, payload, headers });
  const register = (ip: string) =>
    post('/api/auth/register', ip, {
      email: newEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
    });
  const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);

  it('lets one address register REGISTER_LIMIT_PER_HOUR accounts an hour, then answers 429', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i += 1) expect((await register(ip)).statusCode).toBe(201);
    const before = await userCount();
    const refused = await register(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REGISTRATIONS_MESSAGE });
    expect(refused.cookies).toEqual([]);
    expect(await userCount()).toBe(before);
    // Issue 24: a French page's request is refused in French.
    const french = await post(
      '/api/auth/register',
      ip,
      { email: newEmail(), password: PASSWORD, confirmPassword: PASSWORD, agreeTerms: true },
      { 'accept-language': 'fr-CA' },
    );
    expect(french.statusCode).toBe(429);
    expect(french.json()).toEqual({
      message: 'Trop d’inscriptions depuis votre réseau. Veuillez réessayer plus tard.',
    });
    expect(await userCount()).toBe(before);
    // Another address is not held back by the first.
    expect((await register('203.0.113.11')).statusCode).toBe(201);
  });

  it(`lets one address log in ${LOGINS_PER_MINUTE} times a minute, successes included, then answers 429`, async () => {
    const email = newEmail();
    await insertUser(t.database.db, { email, password: PASSWORD });
    const ip = '203.0.113.20';
    for (let i = 0; i < LOGINS_PER_MINUTE; i += 1) {
      expect((await post('/api/auth/login', ip, { email, password: PASSWORD })).statusCode).toBe(200);
    }
    const refused = await post('/api/auth/login', ip, { email, password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_LOGINS_MESSAGE });
    expect(refused.cookies).toEqual([]);
    expect((await post('/api/auth/login', '203.0.113.21', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
