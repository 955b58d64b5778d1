// No imports: the e2e server (run by tsx, outside the test runner) reads these too.

/**
 * The first administrator of the 'admins' instance: e2e-server.ts passes these as ADMIN_EMAIL and
 * ADMIN_PASSWORD, and the server creates the account when it starts (nobody registers it).
 */
export const ADMIN_EMAIL = 'e2e-admin@example.org';
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-1';
