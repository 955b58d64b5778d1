import '../load-env';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';

/** `npm run db:migrate`: creates or upgrades the database (the app also does this at every start). */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.close();
  const where = config.databaseUrl ? 'the PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`Migrations applied to ${where} in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
