import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { createTestDatabase, engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSessionUser,
  hashToken,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './sessions';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2030-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(engines)('sessions on %s', (engine) => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ({ id: userId } = await insertUser(database.db, { email: `sessions-${engine}@example.org` }));
  });
  afterAll(() => database.close());

  const row = async (token: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token)))
    )[0];

  it('stores only the hash of the token', async () => {
    const token = await createSession(database.db, userId, T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(token);
    expect(stored?.id).toBe(hashToken(token));
    expect(stored?.id).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBe(T0.getTime() + SESSION_ABSOLUTE_MS);
  });

  it('gives a new token each time', async () => {
    const first = await createSession(database.db, userId, T0);
    const second = await createSession(database.db, userId, T0);
    expect(first).not.toBe(second);
  });

  it('ends a session idle for longer than the idle period, and deletes its row', async () => {
    const token = await createSession(database.db, userId, T0);
    expect(await findSessionUser(database.db, token, at(SESSION_IDLE_MS - HOUR))).toMatchObject({
      id: userId,
    });
    const stillIdle = await createSession(database.db, userId, T0);
    expect(await findSessionUser(database.db, stillIdle, at(SESSION_IDLE_MS + 1))).toBeUndefined();
    expect(await row(stillIdle)).toBeUndefined();
  });

  it('keeps a session in use alive past the idle period (lastSeenAt moves on)', async () => {
    const token = await createSession(database.db, userId, T0);
    expect(await findSessionUser(database.db, token, at(10 * DAY))).toBeDefined();
    expect((await row(token))?.lastSeenAt.getTime()).toBe(at(10 * DAY).getTime());
    expect(await findSessionUser(database.db, token, at(20 * DAY))).toBeDefined();
  });

  it('writes lastSeenAt at most once an hour', async () => {
    const token = await createSession(database.db, userId, T0);
    await findSessionUser(database.db, token, at(30 * 60 * 1000));
    expect((await row(token))?.lastSeenAt.getTime()).toBe(T0.getTime());
  });

  it('ends any session at its absolute lifetime, however busy', async () => {
    const token = await createSession(database.db, userId, T0);
    for (let day = 5; day < 30; day += 5) {
      expect(await findSessionUser(database.db, token, at(day * DAY))).toBeDefined();
    }
    expect(await findSessionUser(database.db, token, at(SESSION_ABSOLUTE_MS - 1))).toBeDefined();
    expect(await findSessionUser(database.db, token, at(SESSION_ABSOLUTE_MS))).toBeUndefined();
    expect(await row(token)).toBeUndefined();
  });

  it('refuses malformed and unknown tokens without a query error', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), `${'a'.repeat(42)}%`, 'a'.repeat(5000), "' or 1=1 --"]) {
      expect(await findSessionUser(database.db, token, T0)).toBeUndefined();
    }
  });

  it('deletes a session on logout', async () => {
    const token = await createSession(database.db, userId, T0);
    await deleteSession(database.db, token);
    expect(await row(token)).toBeUndefined();
    expect(await findSessionUser(database.db, token, T0)).toBeUndefined();
  });

  it('sweeps expired and idle sessions, and keeps live ones', async () => {
    const now = at(100 * DAY);
    const live = await createSession(database.db, userId, at(99 * DAY));
    const idle = await createSession(database.db, userId, at(100 * DAY - SESSION_IDLE_MS - HOUR));
    const old = await createSession(database.db, userId, at(100 * DAY - SESSION_ABSOLUTE_MS - HOUR));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: at(100 * DAY - HOUR) })
      .where(eq(sessions.id, hashToken(old)));
    await deleteExpiredSessions(database.db, now);
    expect(await row(live)).toBeDefined();
    expect(await row(idle)).toBeUndefined();
    expect(await row(old)).toBeUndefined();
  });
});
