import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import {
  type DedicatedPostgres,
  postgresBinDir,
  startDedicatedPostgres,
} from '../test-support/dedicated-postgres';

const binDir = postgresBinDir();

/**
 * Polls /readyz until it answers `status` (a restarted server takes a moment to accept connections), then
 * expects that status and `body`.
 */
async function expectReadyzBecomes(app: App, status: number, body: unknown, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    if (response.statusCode === status || Date.now() > until) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Skipped only where this machine has no PostgreSQL programs (initdb, pg_ctl under /usr/lib/postgresql/*/bin):
// the test needs a server of its own to stop and start, not the shared one other test files use.
describe.skipIf(!binDir)('readiness when the PostgreSQL server goes away and comes back', () => {
  let server: DedicatedPostgres;
  let database: Database;
  let app: App;
  let dataDir: string;

  beforeAll(async () => {
    server = await startDedicatedPostgres(binDir as string);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-readyz-pg-'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: server.url }), clientDir: undefined };
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    // The app's own pool (openDatabase), whose idle clients lose their server below.
    database = await openDatabase({ dataDir, databaseUrl: server.url });
    app = await buildApp({ config, database });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ready, then 503 naming the database while it is down, then ready again without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // Several requests at once leave several idle clients in the pool: each gets cut off by the stop.
    await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/api/garage-sales?all=true' })),
    );

    await server.stop();
    await expectReadyzBecomes(app, 503, {
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'failed', storage: 'ok', disk: 'ok' },
    });
    // The process is alive all along: liveness must not restart it for a database outage.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await server.start();
    await expectReadyzBecomes(app, 200, {
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', disk: 'ok' },
    });
  }, 60_000);
});
