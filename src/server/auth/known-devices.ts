import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/executor';
import { knownDevices, users } from '../db/schema';
import { sessionCookieOptions } from './auth-context';
import { hashToken } from './sessions';

/**
 * A browser that signed in to an account before carries this cookie: its correct password is not refused
 * for other people's failed guesses on the account (decision 0018). Only the token's hash is stored.
 */
export const DEVICE_COOKIE = 'gsf_device';
const DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** The account id the request's device cookie was issued to, when it belongs to the account of `email`. */
export async function knownDeviceOf(
  db: DbExecutor,
  request: FastifyRequest,
  email: string,
): Promise<string | undefined> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ hash: knownDevices.tokenHash })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), sql`lower(${users.email}) = lower(${email})`));
  return row?.hash;
}

/** Remembers this browser for the account that just signed in (a fresh token, the old cookie replaced). */
export async function rememberDevice(
  db: DbExecutor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const previous = request.cookies[DEVICE_COOKIE];
  if (previous && /^[A-Za-z0-9_-]{43}$/.test(previous)) {
    const [mine] = await db
      .update(knownDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(knownDevices.tokenHash, hashToken(previous)), eq(knownDevices.userId, userId)))
      .returning({ hash: knownDevices.tokenHash });
    if (mine) return;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId });
  reply.setCookie(DEVICE_COOKIE, token, {
    ...sessionCookieOptions(request),
    path: '/api/auth',
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/** Forgets every browser of an account (its password was reset: a thief's browser is no longer trusted). */
export async function forgetDevices(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}
