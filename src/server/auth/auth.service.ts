import crypto from 'node:crypto';
import type { CurrentUser, LoginInput, RegisterInput } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { ConflictError, HttpError, UnauthorizedError } from '../errors';
import { findAccountByEmail, insertAccount } from './auth.repo';
import {
  ACCOUNT_FAILURE_LIMIT,
  ADDRESS_FAILURE_LIMIT,
  accountKey,
  addressKey,
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
  THROTTLED_MESSAGE,
} from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { createSession, type SessionUser } from './sessions';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

export class TooManyAttemptsError extends HttpError {
  constructor() {
    super(429, THROTTLED_MESSAGE);
  }
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return { ...user, isAdmin: user.userType === 'admin' };
}

let dummyHash: Promise<string> | undefined;

/**
 * An unknown email is checked against this hash of a random password, so that it costs the same argon2
 * work as a wrong password and the answer's timing does not tell which emails have accounts.
 */
export function hashForUnknownEmail(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  return dummyHash;
}

export interface SignedIn {
  user: SessionUser;
  /** The new session's token, for the cookie. */
  token: string;
}

/** A new plain user (whatever the body said about its role), signed in. */
export async function register(db: Db, input: RegisterInput, now = new Date()): Promise<SignedIn> {
  // Asked first so that a known email costs no hashing; the insert still decides a race.
  if (await findAccountByEmail(db, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const user = await insertAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if (!user) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  return { user, token: await createSession(db, user.id, now) };
}

/**
 * Signs in with email and password. The attempt is counted against the client's address and the account
 * before any password is checked (see login-throttle.ts); an unknown email and a wrong password get the
 * same answer after the same work.
 */
export async function logIn(db: Db, input: LoginInput, ip: string, now = new Date()): Promise<SignedIn> {
  const address = addressKey(ip);
  const account = accountKey(input.email);
  if (!(await reserveAttempt(db, address, ADDRESS_FAILURE_LIMIT, now))) throw new TooManyAttemptsError();
  if (!(await reserveAttempt(db, account, ACCOUNT_FAILURE_LIMIT, now))) {
    await releaseAttempt(db, address);
    throw new TooManyAttemptsError();
  }
  const found = await findAccountByEmail(db, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await hashForUnknownEmail()), input.password);
  if (!found || !valid) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  const { passwordHash: _, ...user } = found;
  await clearAttempts(db, account);
  await releaseAttempt(db, address);
  return { user, token: await createSession(db, user.id, now) };
}
