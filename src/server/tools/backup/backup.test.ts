import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { cities, garageSales, photos } from '../../db/schema';
import { seedDatabase } from '../seed/seed';
import { BackupError, DATABASE_FILE, writeBackup } from './backup';
import { restoreBackup } from './restore';

// Copies a whole PGlite data directory twice: slow on a busy two-core machine, hence the longer timeout.
describe('backup and restore of the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  let uploadsDir: string;
  const open = () =>
    openDatabase({
      dataDir,
      prepare: async (db) => {
        await seedDatabase(db, { demoData: true, uploadsDir, timeZone: 'America/Edmonton' });
      },
    });
  const count = async (database: Database, table: string) =>
    Number(
      (
        (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as {
          n: number;
        }
      ).n,
    );

  const paths = () => ({ dataDir, uploadsDir, backupDir: path.join(dataDir, 'backups') });

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-backup-'));
    uploadsDir = path.join(dataDir, 'uploads');
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings back the rows and the upload files of the backup, and keeps what it replaced', async () => {
    const database = await open();
    const sales = await count(database, 'garage_sales');
    const photoRows = await database.db.select({ url: photos.url }).from(photos);
    expect(sales).toBeGreaterThan(30);
    const backup = await writeBackup(database.pglite as NonNullable<Database['pglite']>, paths());
    expect(path.dirname(backup.dir)).toBe(path.join(dataDir, 'backups'));
    expect(fs.statSync(path.join(backup.dir, DATABASE_FILE)).size).toBe(backup.databaseBytes);
    expect(backup.uploadFiles).toBe(photoRows.length * 2);
    expect(
      fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.startsWith('.partial')),
    ).toEqual([]);

    // Things go wrong after the backup: sales deleted, files lost, a stray city added.
    await database.db.delete(garageSales);
    await database.db.insert(cities).values({ name: 'Atlantis', state: 'AB' });
    for (const name of fs.readdirSync(uploadsDir)) fs.rmSync(path.join(uploadsDir, name));
    await database.close();

    const { previous } = await restoreBackup(backup.dir, paths());
    expect(previous && fs.existsSync(path.join(previous.dir, DATABASE_FILE))).toBe(true);

    const restored = await open();
    try {
      expect(await count(restored, 'garage_sales')).toBe(sales);
      expect(await count(restored, 'photos')).toBe(photoRows.length);
      const atlantis = await restored.db.select().from(cities).where(sql`${cities.name} = 'Atlantis'`);
      expect(atlantis).toEqual([]);
      for (const { url } of photoRows)
        expect(fs.existsSync(path.join(uploadsDir, path.basename(url)))).toBe(true);
    } finally {
      await restored.close();
    }
    expect(fs.readdirSync(dataDir).filter((name) => /\.(restore|old)-/.test(name))).toEqual([]);
  });

  it('refuses a directory that is not a backup and changes nothing', async () => {
    const before = fs.readdirSync(uploadsDir).sort();
    const notABackup = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-not-backup-'));
    try {
      await expect(restoreBackup(notABackup, paths())).rejects.toBeInstanceOf(BackupError);
      expect(fs.readdirSync(uploadsDir).sort()).toEqual(before);
    } finally {
      fs.rmSync(notABackup, { recursive: true, force: true });
    }
  });
});
