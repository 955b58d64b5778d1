import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';
import { createTestDatabase, engines } from '../test-support/test-database';
import {
  accountKey,
  addressKey,
  clearAttempts,
  LOGIN_WINDOW_MS,
  pruneLoginFailures,
  releaseAttempt,
  reserveAttempt,
} from './login-throttle';

const T0 = new Date('2030-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60 * 1000;

describe.each(engines)('login throttle on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const count = async (key: string) =>
    (await database.db.select().from(loginFailures).where(eq(loginFailures.key, key)))[0]?.failures;

  async function reserveMany(key: string, times: number, limit: number, now = T0): Promise<boolean[]> {
    const answers: boolean[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await reserveAttempt(database.db, key, limit, now));
    return answers;
  }

  it('keys accounts by lower-cased email and addresses by IP', () => {
    expect(accountKey(' Someone@Example.ORG ')).toBe('email:someone@example.org');
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
  });

  it('allows `limit` attempts in a window and refuses the next', async () => {
    expect(await reserveMany('email:limit@example.org', 6, 5)).toEqual([true, true, true, true, true, false]);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = 'email:window@example.org';
    await reserveMany(key, 6, 5);
    expect(await reserveAttempt(database.db, key, 5, at(LOGIN_WINDOW_MS - MINUTE))).toBe(false);
    expect(await reserveAttempt(database.db, key, 5, at(LOGIN_WINDOW_MS))).toBe(true);
    expect(await count(key)).toBe(1);
  });

  it('does not let refused attempts pile up past limit + 1', async () => {
    const key = 'email:cap@example.org';
    await reserveMany(key, 30, 5);
    expect(await count(key)).toBe(6);
  });

  it('lets only `limit` of a burst of parallel attempts through', async () => {
    const key = 'ip:198.51.100.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(database.db, key, 20, T0)),
    );
    expect(answers.filter(Boolean)).toHaveLength(20);
  });

  it('gives a released attempt back, and clearing forgets the key', async () => {
    const key = 'email:release@example.org';
    await reserveMany(key, 5, 5);
    await releaseAttempt(database.db, key);
    expect(await count(key)).toBe(4);
    expect(await reserveAttempt(database.db, key, 5, T0)).toBe(true);
    await clearAttempts(database.db, key);
    expect(await count(key)).toBeUndefined();
    expect(await reserveMany(key, 5, 5)).toEqual([true, true, true, true, true]);
  });

  it('prunes counters whose window has passed', async () => {
    await reserveAttempt(database.db, 'email:old@example.org', 5, at(-LOGIN_WINDOW_MS - MINUTE));
    await reserveAttempt(database.db, 'email:new@example.org', 5, at(-MINUTE));
    await pruneLoginFailures(database.db, T0);
    expect(await count('email:old@example.org')).toBeUndefined();
    expect(await count('email:new@example.org')).toBe(1);
  });
});

describe('the address a failed login is counted under', () => {
  it('counts an IPv6 client by its /64, so rotating within it does not help', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0');
    expect(addressKey('2001:db8:1:2::')).not.toBe(addressKey('2001:db8:1:3::'));
  });

  it('counts IPv4 (also IPv4-mapped) by the address', () => {
    expect(addressKey('203.0.113.7')).toBe('ip:203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('ip:203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });
});
