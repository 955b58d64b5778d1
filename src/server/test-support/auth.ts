import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { insertUser, type UserInput } from '../tools/factories';
import type { TestApp } from './test-app';

let counter = 0;

/** The Cookie header of a fresh session for `userId`, for app.inject({ headers: { cookie } }). */
export async function sessionCookie(db: Db, userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(db, userId)}`;
}

export interface SignedInUser {
  id: number;
  email: string;
  /** The Cookie header that signs requests in as this user. */
  cookie: string;
}

/** A new user (a unique email unless given) with a session. */
export async function createSignedInUser(db: Db, input: Partial<UserInput> = {}): Promise<SignedInUser> {
  counter += 1;
  const email = input.email ?? `user-${process.pid}-${counter}-${Date.now()}@example.org`;
  const user = await insertUser(db, { ...input, email });
  return { id: user.id, email: user.email, cookie: await sessionCookie(db, user.id) };
}

/**
 * A user made `ageDays` ago whose address is confirmed or not (default: a confirmed month-old account, whose
 * reports count toward hiding a sale).
 */
export async function createAgedUser(
  db: Db,
  { ageDays = 30, confirmed = true }: { ageDays?: number; confirmed?: boolean } = {},
): Promise<SignedInUser> {
  const user = await createSignedInUser(db);
  const createdAt = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000);
  await db.update(users).set({ emailVerified: confirmed, createdAt }).where(eq(users.id, user.id));
  return user;
}

/**
 * For one describe block: a signed-in user made on `t`'s database before its tests (after the app, so call
 * it after useTestApp). The object is answered at once and filled in beforeAll.
 */
export function useSignedInUser(t: TestApp, input: Partial<UserInput> = {}): SignedInUser {
  const user = {} as SignedInUser;
  beforeAll(async () => {
    Object.assign(user, await createSignedInUser(t.database.db, input));
  });
  return user;
}

/** The register form's body for an account with this address and password (terms agreed). */
export function registration(email: string, password: string) {
  return { email, password, confirmPassword: password, agreeTerms: true };
}

/** The Cookie header of the session an answer (a registration, a sign-in) set. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  return `${SESSION_COOKIE}=${response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value}`;
}
