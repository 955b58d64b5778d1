import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createTestDatabase, engines } from '../../test-support/test-database';
import { insertUser } from '../../tools/factories';
import { ensureAdmin } from './bootstrap-admin';

describe.each(engines)('ensureAdmin on %s', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  const accountsOf = (email: string) =>
    database.db
      .select({
        id: users.id,
        email: users.email,
        password: users.password,
        userType: users.userType,
        emailVerified: users.emailVerified,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);

  it('creates an administrator with the password hashed by argon2id, then leaves it unchanged', async () => {
    const account = { email: 'first-admin@example.org', password: 'Secret123' };
    expect(await ensureAdmin(database.db, account)).toBe('created');
    const [row] = await accountsOf(account.email);
    expect(row?.userType).toBe('admin');
    // The operator named the address: no confirmation link to ask for (issue 22).
    expect(row?.emailVerified).toBe(true);
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password ?? '', 'Secret123')).toBe(true);
    expect(await ensureAdmin(database.db, account)).toBe('unchanged');
    expect(await accountsOf(account.email)).toEqual([row]);
  });

  it('promotes an existing account whatever the case of its email, keeping its password', async () => {
    const existing = await insertUser(database.db, { email: 'Seller@Example.org', password: 'Original1' });
    const [before] = await accountsOf('seller@example.org');
    const outcome = await ensureAdmin(database.db, { email: 'SELLER@example.ORG', password: 'Other1234' });
    expect(outcome).toBe('promoted');
    const [after] = await accountsOf('seller@example.org');
    expect(before?.emailVerified).toBe(false);
    expect(after).toEqual({ ...before, userType: 'admin', emailVerified: true });
    expect(after?.id).toBe(existing.id);
    expect(after?.email).toBe('Seller@Example.org');
    expect(await verifyPassword(after?.password ?? '', 'Original1')).toBe(true);
    expect(await verifyPassword(after?.password ?? '', 'Other1234')).toBe(false);
    expect(await ensureAdmin(database.db, { email: 'seller@example.org', password: 'Other1234' })).toBe(
      'unchanged',
    );
  });

  it('confirms the address of an administrator made by an earlier release, which left it unconfirmed', async () => {
    const earlier = await insertUser(database.db, { email: 'old-admin@example.org', userType: 'admin' });
    const [before] = await accountsOf(earlier.email);
    expect(before?.emailVerified).toBe(false);
    expect(await ensureAdmin(database.db, { email: earlier.email, password: 'Secret123' })).toBe('unchanged');
    const [after] = await accountsOf(earlier.email);
    expect(after?.emailVerified).toBe(true);
  });

  it('makes one account when two instances start at the same moment', async () => {
    const account = { email: 'racing-admin@example.org', password: 'Secret123' };
    const outcomes = await Promise.all([
      ensureAdmin(database.db, account),
      ensureAdmin(database.db, account),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    const rows = await accountsOf(account.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userType).toBe('admin');
  });

  it('does not touch other accounts', async () => {
    const other = await insertUser(database.db, { email: 'bystander@example.org' });
    await ensureAdmin(database.db, { email: 'another-admin@example.org', password: 'Secret123' });
    const [row] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.userType).toBe('user');
  });
});
