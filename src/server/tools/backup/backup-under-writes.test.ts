import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { photoKeyOf } from '../../photo-store/photo-store';
import { jpeg, photoForm } from '../../photos/photos.fixtures';
import { type AppProcess, runToExit, startAppProcess } from '../../test-support/app-process';
import { type HttpSeller, signUpSeller } from '../../test-support/http-seller';
import { restoreBackup } from './restore';

const BACKUPS = 3;

const runBackupCommand = (env: Record<string, string>) =>
  runToExit([process.execPath, '--import', 'tsx', 'src/server/tools/backup/backup-cli.ts'], {
    env: { ...process.env, ...env },
  });

/**
 * Sellers add and delete photos as fast as the app answers (two loops, real HTTP) while the backup
 * command runs: each backup must restore whole, every photo row with its files (issue 28: 6 of 8 did not).
 */
async function writeLoop(seller: HttpSeller, saleIds: number[], image: Buffer, stop: () => boolean) {
  let acknowledged = 0;
  for (let turn = 0; !stop(); turn++) {
    const saleId = saleIds[turn % saleIds.length] as number;
    const photos = (await (await seller.call('GET', `/api/garage-sales/${saleId}/photos`)).json()) as {
      id: number;
    }[];
    if (photos.length >= 3 || (photos.length > 0 && turn % 2 === 1)) {
      const answer = await seller.call('DELETE', `/api/photos/${photos[0]?.id}`, { saleId });
      if (answer.status !== 204) throw new Error(`delete answered ${answer.status}: ${await answer.text()}`);
    } else {
      const answer = await seller.call(
        'POST',
        `/api/garage-sales/${saleId}/photos`,
        photoForm([{ name: 'a.jpg', data: image }]),
      );
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
    }
    acknowledged++;
  }
  return acknowledged;
}

describe('backups taken while sellers add and delete photos', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-backup-writes-'));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'elsewhere');
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores each backup whole: every photo row has its files, and an app started on it serves them', async () => {
    const env = { BACKUP_DIR: backupDir, BACKUP_KEEP: '0', DATA_DIR: dataDir };
    app = await startAppProcess(env, { dataDir, startTimeoutMs: 180_000 });
    const image = await jpeg(320, 240);
    const sellers = [
      await signUpSeller(app.url, 'loop-1@example.org'),
      await signUpSeller(app.url, 'loop-2@example.org'),
    ];
    const sales = await Promise.all(
      sellers.map(async (seller) => [await seller.createSale(), await seller.createSale()]),
    );

    let stopped = false;
    const loops = sellers.map((seller, i) => writeLoop(seller, sales[i] as number[], image, () => stopped));
    const outputs: string[] = [];
    try {
      for (let n = 0; n < BACKUPS; n++) {
        const backup = await runBackupCommand(env);
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toContain('Backup written by the app');
        outputs.push(backup.output);
      }
    } finally {
      stopped = true;
    }
    const acknowledged = (await Promise.all(loops)).reduce((sum, n) => sum + n, 0);
    expect(acknowledged).toBeGreaterThan(BACKUPS * 4);

    const backups = fs
      .readdirSync(backupDir)
      .filter((name) => !name.startsWith('.'))
      .sort();
    expect(backups).toHaveLength(BACKUPS);
    for (const name of backups) {
      const restoredDir = path.join(root, `restored-${name}`);
      const config = loadConfig({ DATA_DIR: restoredDir, MAIL_WORKER: '0', DEMO_DATA: '0' });
      await restoreBackup(path.join(backupDir, name), { ...config, backupDir: path.join(root, 'unused') });
      const database = await openDatabase({ dataDir: restoredDir });
      const restoredApp = await buildApp({ config: { ...config, clientDir: undefined }, database });
      try {
        const rows = (await database.db.execute(sql`select url, thumbnail_url from photos`)).rows as {
          url: string;
          thumbnail_url: string;
        }[];
        expect(rows.length, name).toBeGreaterThan(0);
        for (const row of rows) {
          for (const url of [row.url, row.thumbnail_url]) {
            expect(
              fs.existsSync(path.join(config.uploadsDir, photoKeyOf(url) as string)),
              `${name}: ${url}`,
            ).toBe(true);
            const served = await restoredApp.inject({ method: 'GET', url });
            expect(served.statusCode, `${name}: ${url}`).toBe(200);
          }
        }
      } finally {
        await restoredApp.close();
        await database.close();
      }
    }
  }, 480_000);
});
