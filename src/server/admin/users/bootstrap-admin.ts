import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { confirmEmail, findUserByEmail, insertAdmin, setUserType } from './admin-users.repo';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged';

export interface AdminAccount {
  email: string;
  password: string;
}

/**
 * The deployment's first administrator, from ADMIN_EMAIL and ADMIN_PASSWORD at every start. No account with
 * the email (in any case): one is created, an administrator with that password. An existing account is
 * promoted if need be, and its password is left alone: the environment names who administers, it does not
 * reset anyone's password (the product has no password reset, and the command line resets nothing either).
 * Its address counts as confirmed in every case: the operator gave it, so no confirm banner follows the
 * administrator around (issue 22).
 */
export async function ensureAdmin(db: Db, account: AdminAccount): Promise<EnsureAdminOutcome> {
  const existing = await findUserByEmail(db, account.email);
  if (!existing) {
    const created = await insertAdmin(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
    });
    if (created) return 'created';
    // Another instance sharing the database created it meanwhile: promote what is there.
  }
  const found = existing ?? (await findUserByEmail(db, account.email));
  if (!found) throw new Error(`the account ${account.email} vanished while being made an administrator`);
  await confirmEmail(db, found.id);
  if (found.userType === 'admin') return 'unchanged';
  await setUserType(db, found.id, 'admin');
  return 'promoted';
}
