import crypto from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { sessions, users } from '../db/schema';
import { asLocale } from './account-locale';

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and in any case this long after login. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so that reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const SESSION_COOKIE = 'gsf_session';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: 'user' | 'admin';
  /** The account's language (issue 24): its mail is written in it. Absent where a caller built the user itself. */
  locale?: Locale;
  /** Read with the session and at login; absent where a caller built the user itself. */
  emailVerified?: boolean;
}

/** The table keeps the SHA-256 of the token, so a leaked table does not hand out live sessions. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new session (a new id at every login): the token goes in the cookie, its hash in the table. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The user of a live session, or undefined; a session idle too long or past its lifetime is deleted. */
/** Who a user is, as a session and the Users screen read them. */
export const userIdentityColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
};

export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const id = hashToken(token);
  const [row] = await db
    .select({
      ...userIdentityColumns,
      emailVerified: users.emailVerified,
      locale: users.locale,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleSince > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType === 'admin' ? 'admin' : 'user',
    emailVerified: row.emailVerified,
    locale: asLocale(row.locale),
  };
}

/** Ends every session of an account (a new password: whoever held the old one is out). */
export async function deleteSessionsOf(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Drops every session past its lifetime or idle too long (run with the periodic maintenance). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}
