// No imports: the e2e server (run by tsx, outside the test runner) reads these too.

/**
 * The first administrator of the 'admins' instance: e2e-server.ts passes these as ADMIN_EMAIL and
 * ADMIN_PASSWORD, and the server creates the account when it starts (nobody registers it).
 */
export const ADMIN_EMAIL = 'e2e-admin@example.org';
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';

/**
 * Neighbours of the 'admins' instance whose reports count toward hiding a sale: confirmed accounts made a
 * month ago (e2e-server.ts writes them before the server starts; accounts registered during a test are too
 * new to count, as REPORTER_MIN_AGE_DAYS wants).
 */
export const TRUSTED_REPORTERS = [1, 2, 3].map((n) => ({
  email: `e2e-neighbour-${n}@example.org`,
  password: `Neighbour-Pass-${n}`,
}));
