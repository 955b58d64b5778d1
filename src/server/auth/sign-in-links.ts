import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { SIGN_IN_LINK_DEAD_MESSAGE } from '../../shared/schemas/account-links';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BadRequestError } from '../errors';
import { queueMail } from '../mail/outbox';
import type { MailSite } from '../mail/site-links';
import { tokensSince } from './account-links.repo';
import { issueToken, useToken } from './account-links.service';
import { signInLinkMail } from './account-mail';
import { findAccountByEmail } from './auth.repo';
import { createSession, type SessionUser } from './sessions';

/** A sign-in link works this long (the owner is at the login screen, waiting for it). */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/** Sign-in links one account may be sent an hour; more right passwords answer the same and send nothing. */
export const SIGN_IN_LINKS_PER_HOUR = 5;

/**
 * Mails a single-use sign-in link to the account (only its hash stored), unless it had its hourly share.
 * Called after the login's answer, which is the same whether or not a link goes (decision 0018).
 */
export async function queueSignInLink(
  db: Db,
  site: MailSite,
  account: { id: number; email: string; locale?: Locale },
  now = new Date(),
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await tokensSince(db, account.id, 'sign-in', hourAgo)) >= SIGN_IN_LINKS_PER_HOUR) return;
  await db.transaction(async (tx) => {
    const { token, id } = await issueToken(tx, account.id, 'sign-in', SIGN_IN_LINK_MS, now);
    await queueMail(
      tx,
      signInLinkMail(site, { email: account.email, userId: account.id, locale: account.locale }, token, id),
    );
  });
}

/**
 * Signs in with a mailed link: the link is used up, the address counts as confirmed (the reader has just
 * shown they receive its mail), and a session starts; the caller remembers the browser as the account's.
 */
export async function signInWithLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; token: string }> {
  const email = await db.transaction(async (tx) => {
    const userId = await useToken(tx, token, 'sign-in', now);
    if (userId === undefined) throw new BadRequestError(SIGN_IN_LINK_DEAD_MESSAGE);
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!row) throw new BadRequestError(SIGN_IN_LINK_DEAD_MESSAGE);
    return row.email;
  });
  const found = await findAccountByEmail(db, email);
  if (!found) throw new BadRequestError(SIGN_IN_LINK_DEAD_MESSAGE);
  const { passwordHash: _, ...user } = found;
  return { user, token: await createSession(db, user.id, now) };
}
