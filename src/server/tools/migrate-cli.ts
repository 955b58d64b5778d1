import '../load-env';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runCommand } from './run-command';

/** `npm run db:migrate`: creates or upgrades the database (the app also does this at every start). */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await database.close();
  const where = config.databaseUrl ? 'the PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`Migrations applied to ${where} in ${Date.now() - started} ms.`);
}

runCommand(main, [ConfigError, DataDirLockedError]);
