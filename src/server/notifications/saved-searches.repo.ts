import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { findRowById, lockRowById } from '../db/row-by-id';
import { savedSearches, users } from '../db/schema';

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  emailDigest: savedSearches.emailDigest,
  createdAt: savedSearches.createdAt,
};

export async function listUserSavedSearches(db: DbExecutor, userId: number) {
  return db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Locks the user's row (two saves of one user take turns) and counts their saved searches. */
export async function lockUserAndCountSearches(tx: DbExecutor, userId: number): Promise<number> {
  await lockRowById(tx, users, { id: users.id }, userId);
  return tx.$count(savedSearches, eq(savedSearches.userId, userId));
}

export async function insertSavedSearch(
  tx: DbExecutor,
  values: { userId: number; name: string; filters: Record<string, string> },
) {
  const [row] = await tx.insert(savedSearches).values(values).returning(columns);
  if (!row) throw new Error('insert into saved_searches returned nothing');
  return row;
}

export async function updateSavedSearch(
  db: DbExecutor,
  userId: number,
  id: number,
  changes: { name?: string; emailDigest?: boolean },
) {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(columns);
  return row;
}

/** Answers whether the user had such a search. */
export async function deleteSavedSearch(db: DbExecutor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** A search's name and whether its daily email is on, by id alone: for its unsubscribe link. */
export function findSearchDigest(db: DbExecutor, id: number) {
  return findRowById(
    db,
    savedSearches,
    { emailDigest: savedSearches.emailDigest, name: savedSearches.name },
    id,
  );
}

/** Turns a search's daily email off, by id alone: its unsubscribe link holds no session. */
export async function stopSearchDigest(db: DbExecutor, id: number): Promise<void> {
  await db.update(savedSearches).set({ emailDigest: false }).where(eq(savedSearches.id, id));
}
