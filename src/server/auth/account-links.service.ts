import crypto from 'node:crypto';
import {
  RESET_LINK_DEAD_MESSAGE,
  type ResetPasswordInput,
  VERIFY_LINK_DEAD_MESSAGE,
} from '../../shared/schemas/account-links';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { BadRequestError } from '../errors';
import { hashPassword } from '../lib/password';
import { queueMail } from '../mail/outbox';
import type { MailSite } from '../mail/site-links';
import {
  confirmEmail,
  deleteOldLinksAndDevices,
  findVerificationState,
  insertToken,
  type Purpose,
  setPasswordAndConfirm,
  tokenHashIsLive,
  tokensSince,
  useAllTokensOf,
  useTokenByHash,
} from './account-links.repo';
import { asLocale } from './account-locale';
import { type MailRecipient, passwordResetMail, verifyEmailMail } from './account-mail';
import { findAccountByEmail } from './auth.repo';
import { forgetDevices } from './known-devices';
import { clearAccountThrottle } from './login-throttle';
import { createSession, deleteSessionsOf, hashToken, type SessionUser } from './sessions';

export type { Purpose } from './account-links.repo';

export const RESET_LINK_MS = 60 * 60 * 1000;
export const VERIFY_LINK_MS = 7 * 24 * 60 * 60 * 1000;
/** Reset mails one account may be sent an hour; more requests answer the same and send nothing. */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** "Send again" sends at most one confirmation this often. */
export const VERIFY_RESEND_SPACING_MS = 2 * 60 * 1000;

/** A new single-use token of `purpose` for the account: the token goes in the mail, its hash in the table. */
export async function issueToken(tx: DbExecutor, userId: number, purpose: Purpose, ttlMs: number, now: Date) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  const id = await insertToken(tx, { userId, purpose, tokenHash: hashToken(token), expiresAt });
  return { token, id };
}

/**
 * Queues a reset link for the account of `email`, if there is one and it has not had too many this hour.
 * The caller answers the same in every case, so nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(db: Db, site: MailSite, email: string, now = new Date()) {
  const account = await findAccountByEmail(db, email);
  if (!account || (await resetLinksUsedUp(db, account.id, now))) return;
  await db.transaction((tx) => queueResetLink(tx, site, account, now));
}

/** True when the account has had its hourly share of reset links. */
export async function resetLinksUsedUp(db: DbExecutor, userId: number, now = new Date()): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  return (await tokensSince(db, userId, 'password-reset', hourAgo)) >= RESETS_PER_ACCOUNT_PER_HOUR;
}

/** A new reset link for the account, mailed to its own address, in the caller's transaction. */
export async function queueResetLink(
  tx: DbExecutor,
  site: MailSite,
  account: { id: number; email: string; locale?: MailRecipient['locale'] },
  now = new Date(),
): Promise<void> {
  const { token, id } = await issueToken(tx, account.id, 'password-reset', RESET_LINK_MS, now);
  const to = { email: account.email, userId: account.id, locale: account.locale };
  await queueMail(tx, passwordResetMail(site, to, token, id));
}

/**
 * Takes a token of `purpose` if it is unused and unexpired: marks it used and answers its account, in the
 * caller's transaction. The conditional update decides a race between two uses of one link.
 */
export function useToken(tx: DbExecutor, token: string, purpose: Purpose, now: Date) {
  return useTokenByHash(tx, hashToken(token), purpose, now);
}

/** Refuses a reset link that is unknown, used or expired, without using it (the page asks as it opens). */
export async function checkResetLink(db: Db, token: string, now = new Date()): Promise<void> {
  if (!(await tokenHashIsLive(db, hashToken(token), 'password-reset', now)))
    throw new BadRequestError(RESET_LINK_DEAD_MESSAGE);
}

/**
 * Sets the new password of a reset link's account, together: the link used up (and any other reset link
 * of the account), every session ended, every remembered browser forgotten, the login throttle cleared and
 * the address confirmed (the reader has just shown they receive its mail). Answers the user, signed in.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<{ user: SessionUser; token: string }> {
  // Checked before the costly hashing, so a stream of dead links costs no argon2 work.
  await checkResetLink(db, input.token, now);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const userId = await useToken(tx, input.token, 'password-reset', now);
    if (userId === undefined) throw new BadRequestError(RESET_LINK_DEAD_MESSAGE);
    await useAllTokensOf(tx, userId, 'password-reset', now);
    const account = await setPasswordAndConfirm(tx, userId, passwordHash, now);
    if (!account) throw new BadRequestError(RESET_LINK_DEAD_MESSAGE);
    await deleteSessionsOf(tx, userId);
    await forgetDevices(tx, userId);
    await clearAccountThrottle(tx, account.email);
    return account;
  });
  const sessionUser: SessionUser = {
    ...user,
    userType: user.userType === 'admin' ? 'admin' : 'user',
    emailVerified: true,
  };
  return { user: sessionUser, token: await createSession(db, user.id, now) };
}

/**
 * Drops links expired for a day (kept that long so the per-account counts of the last hour stay right) and
 * browsers not seen for longer than their cookie lives (run with the periodic maintenance).
 */
export async function pruneAccountLinks(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const unused = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
  await deleteOldLinksAndDevices(db, dayAgo, unused);
}

/** Queues the confirmation mail of a new or unconfirmed account, in the caller's transaction. */
export async function queueVerification(
  tx: DbExecutor,
  site: MailSite,
  to: MailRecipient,
  now = new Date(),
): Promise<void> {
  const { token, id } = await issueToken(tx, to.userId, 'verify-email', VERIFY_LINK_MS, now);
  await queueMail(tx, verifyEmailMail(site, to, token, id));
}

/** "Send again": a new link, unless the account is confirmed or had one a moment ago. */
export async function resendVerification(db: Db, site: MailSite, user: SessionUser, now = new Date()) {
  const account = await findVerificationState(db, user.id);
  if (!account || account.verified) return;
  const recently = new Date(now.getTime() - VERIFY_RESEND_SPACING_MS);
  if ((await tokensSince(db, user.id, 'verify-email', recently)) > 0) return;
  const to = { email: account.email, userId: user.id, locale: asLocale(account.locale) };
  await db.transaction((tx) => queueVerification(tx, site, to, now));
}

/** Confirms the address of a confirmation link's account; answers the address. */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await useToken(tx, token, 'verify-email', now);
    if (userId === undefined) throw new BadRequestError(VERIFY_LINK_DEAD_MESSAGE);
    const email = await confirmEmail(tx, userId, now);
    if (email === undefined) throw new BadRequestError(VERIFY_LINK_DEAD_MESSAGE);
    return email;
  });
}
