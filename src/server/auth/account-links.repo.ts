import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { insertReturningId } from '../db/insert-row';
import { findRowById } from '../db/row-by-id';
import { accountTokens, knownDevices, users } from '../db/schema';

/** What a link is for: resetting a password, confirming an address, signing in by mail. */
export type Purpose = 'password-reset' | 'verify-email' | 'sign-in';

/** A token that can still be used: its hash and purpose match, never used, not expired. */
function liveToken(tokenHash: string, purpose: Purpose, now: Date) {
  return and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}

/** Stores a token's hash; answers its id (mail shows it to tell links apart). */
export function insertToken(
  tx: DbExecutor,
  token: { userId: number; purpose: Purpose; tokenHash: string; expiresAt: Date },
): Promise<number> {
  return insertReturningId(tx, accountTokens, token);
}

/** How many tokens of `purpose` the account was given since `since`. */
export async function tokensSince(
  db: DbExecutor,
  userId: number,
  purpose: Purpose,
  since: Date,
): Promise<number> {
  return db.$count(
    accountTokens,
    and(
      eq(accountTokens.userId, userId),
      eq(accountTokens.purpose, purpose),
      gt(accountTokens.createdAt, since),
    ),
  );
}

/**
 * Marks a live token used and answers its account, in the caller's transaction. The conditional update
 * decides a race between two uses of one link.
 */
export async function useTokenByHash(tx: DbExecutor, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(liveToken(tokenHash, purpose, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

export async function tokenHashIsLive(
  db: DbExecutor,
  tokenHash: string,
  purpose: Purpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(liveToken(tokenHash, purpose, now));
  return row !== undefined;
}

/** Uses up every unused token of `purpose` the account still has. */
export async function useAllTokensOf(tx: DbExecutor, userId: number, purpose: Purpose, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/** Sets a new password and confirms the address; answers the account, or undefined if it is gone. */
export async function setPasswordAndConfirm(tx: DbExecutor, userId: number, passwordHash: string, now: Date) {
  const [account] = await tx
    .update(users)
    .set({ password: passwordHash, emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
    });
  return account;
}

/** Confirms the account's address; answers the address, or undefined if the account is gone. */
export async function confirmEmail(tx: DbExecutor, userId: number, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row?.email;
}

/** Whether the account's address is confirmed, with the address and language its mail goes to. */
export function findVerificationState(db: DbExecutor, userId: number) {
  return findRowById(
    db,
    users,
    { verified: users.emailVerified, email: users.email, locale: users.locale },
    userId,
  );
}

/** Drops tokens that expired before `expiredBefore` and browsers unseen since `unusedSince`. */
export async function deleteOldLinksAndDevices(db: DbExecutor, expiredBefore: Date, unusedSince: Date) {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, expiredBefore));
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, unusedSince));
}
