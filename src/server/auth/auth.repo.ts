import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { eventOrganizers, users } from '../db/schema';
import { asLocale } from './account-locale';
import type { SessionUser } from './sessions';

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  emailVerified: users.emailVerified,
  locale: users.locale,
};

type AccountRow = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: string;
  emailVerified: boolean;
  locale: string;
};

function toSessionUser(row: AccountRow): SessionUser {
  return { ...row, userType: row.userType === 'admin' ? 'admin' : 'user', locale: asLocale(row.locale) };
}

/** The account of an email, whatever its case (served by the users_email_lower_key index). */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<(SessionUser & { passwordHash: string }) | undefined> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.password })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ? { ...toSessionUser(row), passwordHash: row.passwordHash } : undefined;
}

/**
 * A new plain user, or undefined when the email is taken in any case. The unique index decides, so two
 * registrations racing for one email give one account and one undefined, never an error.
 */
export async function insertAccount(
  db: DbExecutor,
  input: { email: string; passwordHash: string; locale?: Locale },
): Promise<SessionUser | undefined> {
  const [row] = await db
    .insert(users)
    .values({ email: input.email, password: input.passwordHash, userType: 'user', locale: input.locale })
    .onConflictDoNothing()
    .returning(accountColumns);
  return row ? toSessionUser(row) : undefined;
}

/** Whether the user was made an organizer of any community sale day (issue 25). */
export async function organizesAnyEvent(db: DbExecutor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ eventId: eventOrganizers.eventId })
    .from(eventOrganizers)
    .where(eq(eventOrganizers.userId, userId))
    .limit(1);
  return row !== undefined;
}
