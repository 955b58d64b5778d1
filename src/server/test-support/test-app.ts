import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase, type Engine, openSameDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given engine, with its own data directory for uploads. */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  prepare?: (database: Database, config: AppConfig) => Promise<void>,
  /** Settings the environment does not reach, such as clientDir (no built client unless given). */
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-test-'));
  // No mail worker unless a test asks (MAIL_WORKER=1): tests of queued mail read the rows as queued.
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, MAIL_WORKER: '0', ...env }),
    clientDir: undefined,
    ...overrides,
  };
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  const database = await createTestDatabase(engine);
  await prepare?.(database, config);
  return startApp(config, database, dataDir);
}

/**
 * A second instance of the app on the first one's database (its own connections on PostgreSQL), with its
 * own data directory: what two servers behind one load balancer are. Close it before the first.
 */
export async function createSecondApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-test-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, MAIL_WORKER: '0', ...env }), clientDir: undefined };
  return startApp(config, openSameDatabase(first.database), dataDir);
}

/** The app, ready, on `database`; closing it closes the database too and removes the data directory. */
async function startApp(config: AppConfig, database: Database, dataDir: string): Promise<TestApp> {
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For one describe block: createTestApp before its tests, closed after them. The object is answered at once
 * and filled in beforeAll, so read it inside tests, hooks and the helpers they call.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * useTestApp for a feature's world (the app with its people, data and helpers): `make` runs before the
 * block's tests, and the world's app is closed after them (or the world itself, when it has a close).
 */
export function useWorld<W extends { t: TestApp } | { close(): Promise<void> }>(make: () => Promise<W>): W {
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(world, await make());
  });
  afterAll(() => ('close' in world ? world.close() : world.t.close()));
  return world;
}
