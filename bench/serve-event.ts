import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { insertUser } from '../src/server/tools/factories';
import { seedReferenceData } from '../src/server/tools/seed/seed';
import { todayIn } from '../src/shared/dates';
import { startAppProcess } from './app-process';
import { fillEvent } from './fill-event';
import { describeReport, runLighthouse } from './lighthouse';

/**
 * The event page with the bench's 1,000 sales (fill-event.ts), to measure by hand without the whole bench:
 * `npx tsx bench/serve-event.ts` serves it until stopped (then `npx tsx bench/profile-explore.ts <url>`
 * takes its CPU profile), `npx tsx bench/serve-event.ts lighthouse [runs]` runs Lighthouse on it (3 runs
 * by default) and stops. The built client is CLIENT_BUILD_DIR's, else dist/client: two builds compare.
 */
async function main() {
  const [mode = 'serve', runsText = '3'] = process.argv.slice(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-event-'));
  const database = await openDatabase({ dataDir });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await seedReferenceData(database.db);
  for (let n = 0; n < 20; n++) await insertUser(database.db, { email: `event-${n}@example.org` });
  const event = await fillEvent(database.db, todayIn(config.timeZone));
  await database.close();
  const app = await startAppProcess({ DATA_DIR: dataDir });
  const url = `${app.origin}/events/${event.slug}`;
  const stop = async () => {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (mode !== 'lighthouse') {
    console.log(`serving ${url} (${event.sales} sales); Ctrl-C stops it`);
    const quit = () => void stop().then(() => process.exit(0));
    process.once('SIGINT', quit);
    process.once('SIGTERM', quit);
    return;
  }
  try {
    for (let run = 1; run <= Number(runsText); run++) {
      console.log(`event page run ${run}: ${describeReport(await runLighthouse(url))}`);
    }
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
