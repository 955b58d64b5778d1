import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysIso, todayIn } from '../../shared/dates';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';
import { insertCity, insertSale, type SaleInput } from '../tools/factories';

const INDEX_HTML =
  '<!doctype html><html><head><title>x</title><meta name="description" content="Template description"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

export interface SeoWorld {
  t: TestApp;
  today: string;
  day: (offset: number) => string;
  owner: SignedInUser;
  sale: (input: Partial<SaleInput> & { title: string }) => Promise<number>;
  /** Another app on the same database with more settings (PUBLIC_URL, TRUST_PROXY, ...). */
  appWith: (env: Record<string, string>) => Promise<App>;
  close: () => Promise<void>;
}

/** The real app with a stand-in client page, three active cities and an inactive one. */
export async function createSeoWorld(engine: Engine, env: Record<string, string> = {}): Promise<SeoWorld> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  const t = await createTestApp(engine, env, undefined, { clientDir });
  const db = t.database.db;
  await insertCity(db, { name: 'Stony Plain', state: 'AB' });
  await insertCity(db, { name: 'Spruce Grove', state: 'AB' });
  await insertCity(db, { name: 'St. Albert', state: 'AB' });
  await insertCity(db, { name: 'Closedville', isActive: false });
  const owner = await createSignedInUser(db);
  const today = todayIn(t.config.timeZone);
  const apps: App[] = [];
  return {
    t,
    today,
    day: (offset) => addDaysIso(today, offset),
    owner,
    sale: (input) =>
      insertSale(db, {
        userId: owner.id,
        address: '1 Main Street',
        city: 'Stony Plain',
        position: { lat: 53.53, lng: -114.0 },
        startDate: today,
        endDate: today,
        ...input,
      }),
    appWith: async (more) => {
      const config = { ...loadConfig({ DATA_DIR: t.config.dataDir, ...env, ...more }), clientDir };
      const app = await buildApp({ config, database: t.database });
      await app.ready();
      apps.push(app);
      return app;
    },
    close: async () => {
      for (const app of apps) await app.close();
      await t.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
