import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { storePhoto } from '../../photo-store/photo-files';
import { runToExit } from '../../test-support/app-process';
import { insertSaleOn } from '../../test-support/sales';
import { insertUser } from '../factories';
import { writeBackup } from './backup';

const CLI = path.resolve('src/server/tools/backup/backup-cli.ts');
const TSX = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;

/** `npm run backup -- <args>` as an operator runs it, in `cwd`, with DATA_DIR only when given. */
function backupCommand(args: string[], env: Record<string, string>, cwd = process.cwd()) {
  const { DATA_DIR: _ignored, BACKUP_DIR: _also, ...inherited } = process.env;
  return runToExit([process.execPath, '--import', TSX, CLI, ...args], { cwd, env: { ...inherited, ...env } });
}

describe('npm run backup, as an operator types it', { timeout: 180_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-backup-cli-'));
  const dataDir = path.join(root, 'data');
  let good: string;
  let broken: string;

  beforeAll(async () => {
    const database: Database = await openDatabase({ dataDir });
    try {
      const uploadsDir = path.join(dataDir, 'uploads');
      const photo = await storePhoto(uploadsDir, {
        full: Buffer.from('full'),
        fullExtension: 'jpg',
        thumbnail: Buffer.from('thumb'),
      });
      const user = await insertUser(database.db, { email: 'cli@example.org' });
      await insertSaleOn(database.db, user.id, '2030-06-01', {
        title: 'Checked',
        photos: [{ ...photo, isFeatured: true }],
      });
      const paths = { dataDir, uploadsDir, backupDir: path.join(root, 'backups') };
      const pglite = database.pglite as NonNullable<Database['pglite']>;
      good = (await writeBackup(pglite, paths, { now: new Date('2030-01-01T00:00:00Z') })).dir;
      broken = (await writeBackup(pglite, paths, { now: new Date('2030-01-02T00:00:00Z') })).dir;
      fs.rmSync(path.join(broken, 'uploads', path.basename(photo.thumbnailUrl)));
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('without DATA_DIR says where it looked and what to set, and leaves no folder behind', async () => {
    const elsewhere = fs.mkdtempSync(path.join(root, 'cwd-'));
    const backup = await backupCommand([], {}, elsewhere);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(
      `There is no database in ${path.join(elsewhere, 'data')}: DATA_DIR is not set, so the default ./data was looked in.`,
    );
    expect(backup.output).toContain(
      'Set DATA_DIR to the data directory of the app (or pass --data-dir <dir>)',
    );
    expect(fs.readdirSync(elsewhere)).toEqual([]);

    const restore = await backupCommand(['--restore', good], {}, elsewhere);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('Name the data directory to restore into');
    expect(fs.readdirSync(elsewhere)).toEqual([]);
  });

  it('verifies a backup, finds the photo file one lacks, and refuses to restore that one', async () => {
    const whole = await backupCommand(['--verify', good], {});
    expect(whole.code, whole.output).toBe(0);
    expect(whole.output).toContain(`${good} is whole: taken 2030-01-01T00:00:00.000Z`);
    expect(whole.output).toContain('each of its 1 photos has its files');

    const lacking = await backupCommand(['--verify', broken], {});
    expect(lacking.code).toBe(1);
    expect(lacking.output).toMatch(
      /is NOT whole:\n {2}photo \d+ of sale \d+: uploads\/[0-9a-f-]{36}-thumb\.webp is missing/,
    );

    const before = fs.readdirSync(path.join(dataDir, 'uploads')).sort();
    const refused = await backupCommand(['--restore', broken, '--data-dir', dataDir], {});
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('failed its check, so nothing was restored');
    expect(refused.output).toContain('with --force');
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(before);
  });
});
