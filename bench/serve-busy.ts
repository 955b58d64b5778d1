import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { todayIn } from '../src/shared/dates';
import { startAppProcess } from './app-process';
import { fillSales } from './fill';

/**
 * The app over the bench's busy data, to look at or measure by hand (Lighthouse, screenshots):
 * `npx tsx bench/serve-busy.ts [sales]` fills a fresh data directory (DATA_DIR, else a temporary one)
 * with 50,000 sales unless it already holds some, then serves the built client (CLIENT_BUILD_DIR, else
 * dist/client) on a free port until stopped. A PostgreSQL server is used when DATABASE_URL is set.
 */
async function main() {
  const total = Number(process.argv[2] ?? 50_000);
  const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-busy-'));
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const filled = fs.existsSync(path.join(dataDir, '.busy-filled'));
  if (!filled) {
    const database = await openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
    const fill = await fillSales(database.db, todayIn(config.timeZone), total);
    await database.close();
    fs.writeFileSync(path.join(dataDir, '.busy-filled'), String(fill.sales));
    console.log(`filled ${fill.sales} sales in ${(fill.ms / 1000).toFixed(1)} s into ${dataDir}`);
  }
  const app = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  console.log(`serving ${app.origin}/ (data in ${dataDir}); Ctrl-C stops it`);
  const stop = () => void app.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
