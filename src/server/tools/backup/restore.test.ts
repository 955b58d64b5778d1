import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RESET_LINK_DEAD_MESSAGE } from '../../../shared/schemas/account-links';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { registration, sessionCookieOf } from '../../test-support/auth';
import { linkToken, mailsTo } from '../../test-support/mailed-links';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';
import { describeRestore } from './restore-report';

const PASSWORD = 'Garage123';
const NEW_PASSWORD = 'Another456';

describe('a restore rewinds accounts and says so', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-restore-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, MAIL_WORKER: '0', PUBLIC_URL: 'https://sales.test.example' }),
    clientDir: undefined,
  };
  const paths = { ...config, backupDir: path.join(dataDir, 'backups') };
  let database: Database;
  let app: App;
  const open = async () => {
    database = await openDatabase({ dataDir });
    app = await buildApp({ config, database });
  };
  const close = async () => {
    await app.close();
    await database.close();
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const signedIn = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json() !== null;

  it('ends every session, voids every mailed link, and tells what it turned back', async () => {
    await open();
    const email = 'rewound@example.org';
    const registered = await post('/api/auth/register', registration(email, PASSWORD));
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookieOf(registered);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const [mail] = await mailsTo(database.db, email, 'password-reset');
    const token = linkToken(mail?.textBody ?? '', 'reset-password');

    expect(await signedIn(cookie)).toBe(true);
    const backup = await writeBackup(database.pglite as NonNullable<Database['pglite']>, paths);

    // After the backup: the user signs out, and uses the reset link.
    expect((await post('/api/auth/logout', {}, cookie)).statusCode).toBeLessThan(300);
    expect(await signedIn(cookie)).toBe(false);
    const reset = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await post('/api/auth/reset-password', reset)).statusCode).toBe(200);
    await close();

    const result = await restoreBackup(backup.dir, paths);
    expect(result.voided.sessions).toBeGreaterThanOrEqual(1);
    // The reset link and the confirmation link mailed at registration.
    expect(result.voided.links).toEqual({ account_tokens: 2 });
    const report = describeRestore(
      backup.dir,
      dataDir,
      result,
      new Date(Date.parse(backup.createdAt) + 3 * 3_600_000),
    );
    expect(report).toContain(`It turns the site back to ${backup.createdAt} (3 hours ago)`);
    expect(report).toContain('accounts 1 -> 1');
    expect(report).toContain(`${result.voided.sessions} sessions ended`);
    expect(report).toContain('2 one-time links voided (account_tokens: 2)');

    await open();
    try {
      // Signed out after the backup: still signed out. The used link does not work a second time.
      expect(await signedIn(cookie)).toBe(false);
      const again = await post('/api/auth/reset-password', reset);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: RESET_LINK_DEAD_MESSAGE });
      // The reset itself is turned back, as the report says: the password of the backup's time.
      expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
