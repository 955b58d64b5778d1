import { desc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { findRowById } from '../../db/row-by-id';
import { accountActionLog, users } from '../../db/schema';

/** An account's id, address and language, or undefined when there is none. */
export function findAccountById(db: DbExecutor, userId: number) {
  return findRowById(db, users, { id: users.id, email: users.email, locale: users.locale }, userId);
}

/** One line of the account action log: who did what to whose account. */
export async function insertAccountAction(
  tx: DbExecutor,
  entry: { adminId: number | null; adminEmail: string; action: string; userId: number; userEmail: string },
): Promise<void> {
  await tx.insert(accountActionLog).values(entry);
}

/** The newest `limit` lines of the account action log, newest first. */
export async function listAccountActionRows(db: DbExecutor, limit: number) {
  return db
    .select()
    .from(accountActionLog)
    .orderBy(desc(accountActionLog.createdAt), desc(accountActionLog.id))
    .limit(limit);
}
