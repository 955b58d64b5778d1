import type { AdminUser } from '../../../../shared/schemas/admin';

/**
 * The most rows the users table draws at once: a county's accounts run into the thousands, and a phone
 * lays out a few hundred rows quickly but not thousands. The search box finds the others.
 */
export const USERS_SHOWN_LIMIT = 200;

/** A user matches when their email, first name, last name or full name holds the term, ignoring case. */
export function matchesUser(user: AdminUser, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return [user.email, user.firstName, user.lastName, fullName].some(
    (field) => field?.toLocaleLowerCase().includes(needle) ?? false,
  );
}
