import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';

// The config is loaded by the runner and again by each worker; workers inherit the environment, so a port
// chosen once here is the same everywhere. Ports come from below Linux's ephemeral range (32768 and up),
// where the system picks the local ports of outgoing connections (a server could not listen on one taken
// so), and no two are the same.
const picked = new Set<number>();
function pickPort(): number {
  let port: number;
  do port = 20_000 + Math.floor(Math.random() * 12_000);
  while (picked.has(port));
  picked.add(port);
  return port;
}
process.env.E2E_PORT ??= String(pickPort());
process.env.E2E_TILE_PORT ??= String(pickPort());
process.env.E2E_GOOGLE_PORT ??= String(pickPort());
process.env.E2E_GEOCODER_PORT ??= String(pickPort());
process.env.E2E_SELLERS_PORT ??= String(pickPort());
process.env.E2E_ADMINS_PORT ??= String(pickPort());
process.env.E2E_BUSY_PORT ??= String(pickPort());
process.env.E2E_SMTP_PORT ??= String(pickPort());
// The sellers' instance sends mail to a test SMTP server, which appends each message here (mailbox.ts).
process.env.E2E_MAIL_FILE ??= path.join(os.tmpdir(), `gsf-e2e-mail-${process.pid}-${Date.now()}.jsonl`);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const sellersURL = `http://127.0.0.1:${process.env.E2E_SELLERS_PORT}`;
const adminsURL = `http://127.0.0.1:${process.env.E2E_ADMINS_PORT}`;
const busyURL = `http://127.0.0.1:${process.env.E2E_BUSY_PORT}`;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

// Guests' specs compare the screens with the API's answers, so they get an instance no test writes to;
// the sellers' specs, which create, change and delete sales, run against their own instance.
const SELLER_SPECS = [
  '**/offline.spec.ts',
  '**/accounts.spec.ts',
  '**/accounts-fr.spec.ts',
  '**/my-sales.spec.ts',
  '**/favorites.spec.ts',
  '**/sale-wizard.spec.ts',
  '**/notifications.spec.ts',
  '**/planner-account.spec.ts',
  '**/password-reset.spec.ts',
  '**/seller-taps.spec.ts',
  '**/seller-focus.spec.ts',
  '**/shopper-account.spec.ts',
];
// The administrators' specs change reference data, roles and the maps key: an instance of their own, whose
// first administrator the server creates at start (ADMIN_EMAIL, ADMIN_PASSWORD).
// A community sale day's whole flow (issue 25, event-day.spec.ts) starts with an administrator creating it.
const ADMIN_SPECS = ['**/admin-*.spec.ts', '**/event-day.spec.ts'];
// Explore in a busy week (hundreds of sales this week): an instance seeded with them before it starts.
// A community sale day of some of the busy week's sales (written before the app starts, like them).
const BUSY_SPECS = ['**/busy-week.spec.ts', '**/busy-print.spec.ts', '**/event-page.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A 2-core machine runs four app instances and two browsers at once: the heaviest specs (axe scans of
  // long pages, argon2 logins) take 20 to 30 s there on a good day.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // page.route() cannot see what a service worker answers; the offline spec allows the worker itself.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'guests', use: chromium, testIgnore: [...SELLER_SPECS, ...ADMIN_SPECS, ...BUSY_SPECS] },
    { name: 'sellers', use: { ...chromium, baseURL: sellersURL }, testMatch: SELLER_SPECS },
    { name: 'admins', use: { ...chromium, baseURL: adminsURL }, testMatch: ADMIN_SPECS },
    { name: 'busy', use: { ...chromium, baseURL: busyURL }, testMatch: BUSY_SPECS },
  ],
  // Every instance at once (e2e-servers.ts): Playwright would start a list's entries one after another.
  webServer: {
    command: 'npx tsx tests/e2e/support/e2e-servers.ts',
    wait: { stdout: /e2e servers ready/ },
    timeout: 540_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
