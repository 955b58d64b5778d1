import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestRouter } from '../../../src/server/route-planner/route-planner.fixtures';
import { startTestGeocoder } from '../../../src/server/test-support/geocoder-server';
import { startTestSmtpServer } from '../../../src/server/test-support/smtp-test-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-account';
import { seedBusyWeek } from './busy-week';
import { seedEventDay } from './event-day';
import { startTileServer } from './tile-server';
import { seedTrustedReporters } from './trusted-reporters';

/**
 * What Playwright's webServer runs: a local tile server, a local geocoder (Nominatim's format; see
 * src/server/test-support/geocoder-server.ts for the addresses it knows) and the real built app (npm run build first) on a fresh data
 * directory with demo data, as a newcomer's `npm start` would have it. The argument picks the instance:
 * none for the guests' specs (and the tile server), `sellers` for the specs that write (and the geocoder),
 * `google` for one configured with a Google Maps key (Google cannot be reached from here, so it shows how
 * the app behaves when the maps service fails to load), `admins` for the administrators' specs: demo data,
 * and ADMIN_EMAIL/ADMIN_PASSWORD so the server creates the first administrator when it starts.
 */
const variant = process.argv[2] ?? 'guests';
const google = variant === 'google';
const sellers = variant === 'sellers';
const admins = variant === 'admins';
const busy = variant === 'busy';
const portVariable = {
  guests: 'E2E_PORT',
  sellers: 'E2E_SELLERS_PORT',
  google: 'E2E_GOOGLE_PORT',
  admins: 'E2E_ADMINS_PORT',
  busy: 'E2E_BUSY_PORT',
}[variant];
if (!portVariable) throw new Error(`unknown e2e server variant ${variant}`);
const port = Number(process.env[portVariable]);
const tilePort = Number(process.env.E2E_TILE_PORT);
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-e2e-'));

// One tile server and one geocoder (Nominatim's format) serve every instance; the Google one asks Google.
const tiles =
  variant === 'guests'
    ? await startTileServer(tilePort)
    : { url: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`, close: async () => {} };
const geocoder = sellers
  ? await startTestGeocoder(geocoderPort)
  : { url: `http://127.0.0.1:${geocoderPort}`, close: async () => {} };
// The sellers' instance sends real mail to a test SMTP server, which appends each message to E2E_MAIL_FILE
// for the specs to read (mailbox.ts); the others keep mail in their outbox (no SMTP_URL), as by default.
const smtp = sellers ? await startTestSmtpServer(Number(process.env.E2E_SMTP_PORT)) : undefined;
const mailFile = process.env.E2E_MAIL_FILE;
if (smtp && mailFile) {
  smtp.onMessage((mail) => {
    const line = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    fs.appendFileSync(mailFile, `${JSON.stringify(line)}\n`);
  });
}
// The busy week's instance: hundreds of sales this week, written before the app starts on them.
if (busy) {
  await seedBusyWeek(dataDir, 'America/Edmonton');
  // A community sale day of some of them (issue 25, event-page.spec.ts).
  await seedEventDay(dataDir, 'America/Edmonton');
}
// The administrators' instance: neighbours whose reports count toward hiding a sale (admin-reports.spec.ts).
if (admins) await seedTrustedReporters(dataDir);
// The administrators' instance plans routes through an OSRM-style router on 127.0.0.1 (event-day.spec.ts's
// shopper gets the route of a sale day), as a production site configures ROUTER_URL.
const router = admins ? await startTestRouter() : undefined;
const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: google || busy ? '0' : '1',
    TILE_URL: tiles.url,
    GEOCODER_URL: geocoder.url,
    GOOGLE_MAPS_API_KEY: google ? 'e2e-test-key-that-google-never-sees' : '',
    SMTP_URL: smtp?.url ?? '',
    ROUTER_URL: router?.url ?? '',
    // The sellers' instance believes X-Forwarded-For from loopback: the signing-in-under-attack spec
    // (password-reset.spec.ts) sends its attackers' addresses so. Browsers send none: they count as 127.0.0.1.
    TRUST_PROXY: sellers ? 'loopback' : 'false',
    MAIL_WORKER: '1',
    LOG_LEVEL: 'warn',
    // Every browser test registers from 127.0.0.1: the production limit (10 an hour) would stop the run.
    REGISTER_LIMIT_PER_HOUR: '1000',
    CONTACT_EMAIL: 'help@parkland.example.org',
    TILE_ATTRIBUTION: '&copy; OpenStreetMap contributors (local test tiles)',
    // The first administrator, made by the server at start (only the admins' instance has one).
    ...(admins ? { ADMIN_EMAIL, ADMIN_PASSWORD } : {}),
  },
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  await tiles.close();
  await geocoder.close();
  await smtp?.close();
  await router?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
app.on('exit', (code) => {
  if (!stopping) {
    console.error(`the app exited early with code ${code}`);
    process.exit(1);
  }
});
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
