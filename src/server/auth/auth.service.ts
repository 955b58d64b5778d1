import crypto from 'node:crypto';
import type { Locale } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/messages';
import type { CurrentUser, LoginInput, RegisterInput } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { ConflictError, HttpError, UnauthorizedError } from '../errors';
import { hashPassword, verifyPassword } from '../lib/password';
import type { MailSite } from '../mail/site-links';
import { queueVerification } from './account-links.service';
import { findAccountByEmail, insertAccount, organizesAnyEvent } from './auth.repo';
import {
  ACCOUNT_SLOWDOWN_AFTER,
  ADDRESS_FAILURE_LIMIT,
  accountKey,
  addressKey,
  clearAttempts,
  countAttempt,
  PAIR_FAILURE_LIMIT,
  pairKey,
  releaseAttempt,
  reserveAttempt,
  THROTTLED_MESSAGE,
  takePaceTurn,
} from './login-throttle';
import { createSession, type SessionUser } from './sessions';
import { queueSignInLink } from './sign-in-links';

export const DUPLICATE_EMAIL_MESSAGE = msg('account.emailTaken');
export const INVALID_LOGIN_MESSAGE = msg('account.loginInvalid');

export class TooManyAttemptsError extends HttpError {
  constructor(message = THROTTLED_MESSAGE) {
    super(429, message);
  }
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return { ...user, isAdmin: user.userType === 'admin' };
}

/** The session read: the user, and whether they organize an event (their menu then has "My sale days"). */
export async function currentUserOf(db: DbExecutor, user: SessionUser): Promise<CurrentUser> {
  return { ...toCurrentUser(user), organizesEvents: await organizesAnyEvent(db, user.id) };
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

/**
 * A new plain user (whatever the body said about its role), signed in, with the mail confirming its
 * address queued in the same transaction (issue 12).
 */
export async function register(
  db: Db,
  /** The account's language is the one the reader registered in (issue 24). */
  input: RegisterInput & { locale?: Locale },
  site: MailSite,
  now = new Date(),
): Promise<SignedIn> {
  // Asked first so that a known email costs no hashing; the insert still decides a race.
  if (await findAccountByEmail(db, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const inserted = await insertAccount(tx, { email: input.email, passwordHash, locale: input.locale });
    if (!inserted) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    const to = { email: inserted.email, userId: inserted.id, locale: inserted.locale };
    await queueVerification(tx, site, to, now);
    return inserted;
  });
  return { user, token: await createSession(db, user.id, now) };
}

/**
 * What a login comes to: signed in, or (a new browser while the account is under attack) a sign-in link.
 * For the link, `later` (the owner's right password only) is the work to do after the answer: giving back
 * what the attempt counted and mailing the link. The answer itself is the same with a wrong password.
 */
export type LoginOutcome =
  | { kind: 'signed-in'; signedIn: SignedIn }
  | { kind: 'sign-in-link'; later?: (site: MailSite) => Promise<void> };

/** Signs in with email and password; `knownDevice` is the hash of the browser's device cookie for it. */
export async function logIn(
  db: Db,
  input: LoginInput,
  ip: string,
  now = new Date(),
  knownDevice?: string,
): Promise<LoginOutcome> {
  const admitted: Admission = knownDevice
    ? { release: await admitKnownDevice(db, knownDevice, now), busy: false, giveBack: async () => {} }
    : await admitNewDevice(db, input.email, ip, now);
  const found = await findAccountByEmail(db, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await hashForUnknownEmail()), input.password);
  if (admitted.busy) {
    // A wrong password keeps what it counted (a failure); a right one gives its own count back after the
    // answer, leaving the account's other failures (and so its slow-down) as they are: nobody signed in.
    if (!found || !valid) return { kind: 'sign-in-link' };
    const account = { id: found.id, email: found.email, locale: found.locale };
    return {
      kind: 'sign-in-link',
      later: async (site) => {
        await admitted.giveBack();
        await queueSignInLink(db, site, account, now);
      },
    };
  }
  if (!found || !valid) throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  const { passwordHash: _, ...user } = found;
  await admitted.release();
  return { kind: 'signed-in', signedIn: { user, token: await createSession(db, user.id, now) } };
}

/** What a successful login gives back of the counters its attempt took. */
type Release = () => Promise<void>;

interface Admission {
  /** After a sign-in: forgets the failures counted against this browser's way in. */
  release: Release;
  /** No turn near: the attempt may only earn a sign-in link. */
  busy: boolean;
  /** A busy attempt whose password was right: takes back this attempt's own count, nothing more. */
  giveBack: Release;
}

/**
 * A browser that signed in to this account before: only its own failures count (a stolen cookie still
 * guesses slowly), so nobody else's can keep the owner out (decision 0018).
 */
async function admitKnownDevice(db: Db, device: string, now: Date): Promise<Release> {
  const key = `device:${device}`;
  if (!(await reserveAttempt(db, key, PAIR_FAILURE_LIMIT, now))) throw new TooManyAttemptsError();
  return () => clearAttempts(db, key);
}

/**
 * Any other browser: counted per address (20 failures) and per address and account (5), both before the
 * password is checked; past 5 failures on the account from anywhere, its attempts also wait their turn,
 * one every few seconds for the whole account. When no turn is near (`busy`: many attempts from elsewhere),
 * the password is still checked and counted, but it can only earn a sign-in link by mail (decision 0018).
 */
async function admitNewDevice(db: Db, email: string, ip: string, now: Date): Promise<Admission> {
  const address = addressKey(ip);
  const pair = pairKey(email, address);
  const account = accountKey(email);
  if (!(await reserveAttempt(db, address, ADDRESS_FAILURE_LIMIT, now))) throw new TooManyAttemptsError();
  if (!(await reserveAttempt(db, pair, PAIR_FAILURE_LIMIT, now))) {
    await releaseAttempt(db, address);
    throw new TooManyAttemptsError();
  }
  const release = async () => {
    await Promise.all([clearAttempts(db, account), clearAttempts(db, pair), releaseAttempt(db, address)]);
  };
  const giveBack = async () => {
    await Promise.all([releaseAttempt(db, account), releaseAttempt(db, pair), releaseAttempt(db, address)]);
  };
  const failures = await countAttempt(db, account, 1_000_000, now);
  if (failures > ACCOUNT_SLOWDOWN_AFTER) {
    const wait = await takePaceTurn(db, email, now);
    if (wait === undefined) return { release, busy: true, giveBack };
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return { release, busy: false, giveBack };
}
