import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminUser } from '../../../shared/schemas/admin';
import { userIdentityColumns } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { lockRowById } from '../../db/row-by-id';
import { garageSales, photos, users } from '../../db/schema';

export type UserType = 'user' | 'admin';

const asUserType = (value: string): UserType => (value === 'admin' ? 'admin' : 'user');

/** Every account by email (case-insensitively), with how many sales it holds. */
export async function listUserRows(db: Db): Promise<AdminUser[]> {
  const saleCounts = db
    .select({ userId: garageSales.userId, n: count().as('n') })
    .from(garageSales)
    .groupBy(garageSales.userId)
    .as('sale_counts');
  const rows = await db
    .select({
      ...userIdentityColumns,
      createdAt: users.createdAt,
      saleCount: sql<number>`coalesce(${saleCounts.n}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(saleCounts, eq(saleCounts.userId, users.id))
    .orderBy(sql`lower(${users.email})`, asc(users.id));
  return rows.map((row) => ({
    ...row,
    userType: asUserType(row.userType),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The administrators' ids, their rows locked until the transaction ends (always in id order, so two
 * transactions never wait on each other crosswise). A concurrent demote or delete waits here, then sees
 * the committed roles: two admins demoting each other cannot leave none.
 */
export async function lockAdminIds(tx: DbExecutor): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The user's row locked for the rest of the transaction, or undefined. */
export async function lockUser(
  tx: DbExecutor,
  id: number,
): Promise<{ id: number; userType: UserType } | undefined> {
  const row = await lockRowById(tx, users, { id: users.id, userType: users.userType }, id);
  return row ? { id: row.id, userType: asUserType(row.userType) } : undefined;
}

export async function setUserType(tx: DbExecutor, id: number, userType: UserType): Promise<void> {
  await tx.update(users).set({ userType, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Marks the account's address as confirmed (an address the operator named needs no mailed link). */
export async function confirmEmail(tx: DbExecutor, id: number): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.emailVerified, false)));
}

/** The files of every photo of the user's sales (read before the rows go). */
export async function userPhotoFiles(tx: DbExecutor, userId: number) {
  return tx
    .select({ url: photos.url, thumbnailUrl: photos.thumbnailUrl })
    .from(photos)
    .innerJoin(garageSales, eq(garageSales.id, photos.saleId))
    .where(eq(garageSales.userId, userId));
}

/** Deletes the account; its sessions, sales (with their photos and links) and favorites go by cascade. */
export async function deleteUserRow(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

export interface AccountSummary {
  id: number;
  email: string;
  userType: UserType;
}

/** The account of an email, whatever its case. */
export async function findUserByEmail(db: DbExecutor, email: string): Promise<AccountSummary | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ? { ...row, userType: asUserType(row.userType) } : undefined;
}

/** A new administrator, or undefined when the email is taken in any case (the unique index decides). */
export async function insertAdmin(
  db: DbExecutor,
  input: { email: string; passwordHash: string },
): Promise<AccountSummary | undefined> {
  const [row] = await db
    .insert(users)
    .values({ email: input.email, password: input.passwordHash, userType: 'admin', emailVerified: true })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return row ? { ...row, userType: 'admin' } : undefined;
}

/** The administrators, by email. */
export async function listAdminRows(db: Db) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.userType, 'admin'))
    .orderBy(sql`lower(${users.email})`, asc(users.id));
}
