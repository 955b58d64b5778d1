import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { accountActionLog, accountTokens, users } from '../db/schema';
import { createTestDatabase, engines } from '../test-support/test-database';
import { LOCKED_MESSAGE, parseAdminArgs, runAdminCommand, USAGE } from './admin-cli';
import { insertUser } from './factories';

describe('parseAdminArgs', () => {
  it.each([
    [['promote', 'a@example.org'], { name: 'promote', email: 'a@example.org' }],
    [['demote', 'a@example.org'], { name: 'demote', email: 'a@example.org' }],
    [['list'], { name: 'list' }],
    [['reset-link', 'a@example.org'], { name: 'reset-link', email: 'a@example.org' }],
  ])('reads %j', (args, command) => {
    expect(parseAdminArgs(args)).toEqual(command);
  });

  it.each([
    [[]],
    [['promote']],
    [['promote', 'nobody']],
    [['list', 'x']],
    [['reset', 'a@example.org']],
    [['demote', 'a@example.org', 'b@example.org']],
  ])('refuses %j', (args) => {
    expect(parseAdminArgs(args)).toBeUndefined();
  });
});

describe.each(engines)('runAdminCommand on %s', (engine) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  async function run(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const command = parseAdminArgs(args);
    if (!command) throw new Error(`bad arguments ${args.join(' ')}`);
    const code = await runAdminCommand(
      command,
      database.db,
      { log: (line) => out.push(line), error: (line) => err.push(line) },
      { siteName: 'Test Sales', siteUrl: 'https://sales.test.example' },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const roleOf = async (id: number) =>
    (await database.db.select({ userType: users.userType }).from(users).where(eq(users.id, id)))[0]?.userType;

  it('lists no administrators on a new site', async () => {
    expect(await run(['list'])).toEqual({ code: 0, out: 'No administrators.', err: '' });
  });

  it('promotes an account by its email in any case, once', async () => {
    const user = await insertUser(database.db, {
      email: 'Pat@Example.org',
      firstName: 'Pat',
      lastName: 'Lee',
    });
    expect(await run(['promote', 'pat@example.org'])).toEqual({
      code: 0,
      out: 'Pat@Example.org is now an administrator.',
      err: '',
    });
    expect(await roleOf(user.id)).toBe('admin');
    expect((await run(['promote', 'PAT@example.org'])).out).toBe(
      'Pat@Example.org is already an administrator.',
    );
  });

  it('lists the administrators by email, with their names', async () => {
    await insertUser(database.db, { email: 'alex@example.org', userType: 'admin' });
    await insertUser(database.db, { email: 'zed@example.org' });
    expect(await run(['list'])).toEqual({
      code: 0,
      out: 'alex@example.org\nPat@Example.org (Pat Lee)',
      err: '',
    });
  });

  it('demotes an administrator, and refuses the last one', async () => {
    expect(await run(['demote', 'alex@example.org'])).toEqual({
      code: 0,
      out: 'alex@example.org is now a plain user.',
      err: '',
    });
    expect((await run(['demote', 'alex@example.org'])).out).toBe('alex@example.org is not an administrator.');
    expect(await run(['demote', 'pat@example.org'])).toEqual({
      code: 1,
      out: '',
      err: 'The last administrator cannot be demoted',
    });
    expect((await run(['list'])).out).toBe('Pat@Example.org (Pat Lee)');
  });

  it("prints a reset link for the operator to hand over, and logs it as the command line's", async () => {
    await insertUser(database.db, { email: 'lost@example.org' });
    const { code, out } = await run(['reset-link', 'LOST@example.org']);
    expect(code).toBe(0);
    const token = /^https:\/\/sales\.test\.example\/reset-password\?token=([A-Za-z0-9_-]{43})$/m.exec(
      out,
    )?.[1];
    expect(token).toBeDefined();
    const [stored] = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'password-reset'));
    expect(stored?.tokenHash).not.toBe(token);
    const [logged] = await database.db.select().from(accountActionLog);
    expect(logged).toMatchObject({
      adminEmail: 'npm run admin',
      action: 'password-reset-link',
      userEmail: 'lost@example.org',
    });
  });

  it.each(['promote', 'demote', 'reset-link'])(
    '%s of an unknown email fails with exit code 1',
    async (name) => {
      expect(await run([name, 'ghost@example.org'])).toEqual({
        code: 1,
        out: '',
        err: 'No account with the email ghost@example.org',
      });
    },
  );
});

describe('npm run admin as a process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-admin-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/tools/admin-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('shows the usage and exits 2 on bad arguments', () => {
    const result = cli(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(USAGE);
  });

  it('asks to stop the app while it holds the embedded database', async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const result = cli(['list']);
      expect(result.stderr.trim()).toBe(LOCKED_MESSAGE);
      expect(result.status).toBe(1);
    } finally {
      await lock.release();
    }
  });
});
