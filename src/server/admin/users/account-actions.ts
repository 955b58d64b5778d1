import { type AccountActionEntry, RESET_LINKS_USED_UP } from '../../../shared/schemas/admin';
import {
  issueToken,
  queueResetLink,
  RESET_LINK_MS,
  resetLinksUsedUp,
} from '../../auth/account-links.service';
import { asLocale } from '../../auth/account-locale';
import { clearAccountThrottle } from '../../auth/login-throttle';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { HttpError, NotFoundError } from '../../errors';
import type { MailSite } from '../../mail/site-links';
import { findAccountById, insertAccountAction, listAccountActionRows } from './account-actions.repo';
import { USER_NOT_FOUND } from './admin-users.service';

/** The most entries GET /api/admin/account-actions answers. */
const ACCOUNT_LOG_LIMIT = 100;

/** Who acts: a signed-in administrator, or the operator's command line (`npm run admin`). */
export type AccountActor = { id: number; email: string } | 'command line';

type Action = AccountActionEntry['action'];

async function accountOf(db: DbExecutor, userId: number) {
  const account = await findAccountById(db, userId);
  if (!account) throw new NotFoundError(USER_NOT_FOUND);
  return { ...account, locale: asLocale(account.locale) };
}

async function logAction(
  tx: DbExecutor,
  actor: AccountActor,
  action: Action,
  user: { id: number; email: string },
) {
  await insertAccountAction(tx, {
    adminId: actor === 'command line' ? null : actor.id,
    adminEmail: actor === 'command line' ? 'npm run admin' : actor.email,
    action,
    userId: user.id,
    userEmail: user.email,
  });
}

/**
 * An administrator helping someone who cannot sign in (issue 21): a fresh reset link goes to the person's
 * own address, never to the administrator, and the action is logged with it in one transaction. The
 * account's hourly share of reset links applies, as it does to "Forgot password?".
 */
export async function sendResetLinkTo(db: Db, site: MailSite, actor: AccountActor, userId: number) {
  const account = await accountOf(db, userId);
  if (await resetLinksUsedUp(db, account.id)) throw new HttpError(429, RESET_LINKS_USED_UP);
  await db.transaction(async (tx) => {
    await queueResetLink(tx, site, account);
    await logAction(tx, actor, 'password-reset-link', account);
  });
  return account.email;
}

/**
 * The operator's way for a site without SMTP_URL (`npm run admin -- reset-link <email>`): a reset link made
 * and printed on the server's console, for the operator to hand over. Logged like the administrators'.
 */
export async function resetLinkForOperator(db: Db, site: MailSite, userId: number): Promise<string> {
  const account = await accountOf(db, userId);
  return db.transaction(async (tx) => {
    const { token } = await issueToken(tx, account.id, 'password-reset', RESET_LINK_MS, new Date());
    await logAction(tx, 'command line', 'password-reset-link', account);
    return `${site.siteUrl}/reset-password?token=${token}`;
  });
}

/** Forgets the account's failed logins (decision 0018), logged. */
export async function clearLoginThrottleOf(db: Db, actor: AccountActor, userId: number): Promise<void> {
  const account = await accountOf(db, userId);
  await db.transaction(async (tx) => {
    await clearAccountThrottle(tx, account.email);
    await logAction(tx, actor, 'login-throttle-cleared', account);
  });
}

export async function listAccountActions(db: Db): Promise<AccountActionEntry[]> {
  const rows = await listAccountActionRows(db, ACCOUNT_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.adminEmail,
    action: row.action as Action,
    userEmail: row.userEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}
