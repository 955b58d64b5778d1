import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { storePhoto } from '../../photo-store/photo-files';
import { createPhotoStore } from '../../photo-store/photo-storage';
import type { PhotoStore } from '../../photo-store/photo-store';
import { startS3Server, type TestS3 } from '../../test-support/s3-server';
import { insertSaleOn } from '../../test-support/sales';
import { insertUser } from '../factories';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';

const files = (n: number) => ({
  full: Buffer.from(`full ${n}`),
  fullExtension: 'jpg' as const,
  thumbnail: Buffer.from(`thumb ${n}`),
});

describe('backup and restore with the photos in a bucket', { timeout: 120_000 }, () => {
  let s3: TestS3;
  let dataDir: string;
  let store: PhotoStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-backup-s3-'));
    store = createPhotoStore(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies the bucket's objects into the backup and puts them back on restore", async () => {
    const paths = {
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      backupDir: path.join(dataDir, 'backups'),
      store,
    };
    const database: Database = await openDatabase({ dataDir });
    const photos = [await storePhoto(store, files(1)), await storePhoto(store, files(2))];
    const user = await insertUser(database.db, { email: 'backup-s3@example.org' });
    await insertSaleOn(database.db, user.id, '2026-11-22', {
      title: 'Backed up',
      photos: photos.map((photo, i) => ({ ...photo, isFeatured: i === 0 })),
    });
    const keys = (await s3.keys()).slice();
    expect(keys).toHaveLength(4);

    const backup = await writeBackup(database.pglite as NonNullable<Database['pglite']>, paths);
    expect(backup.uploadFiles).toBe(4);
    const manifest = JSON.parse(fs.readFileSync(path.join(backup.dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ photoStorage: 's3', uploadFiles: 4 });
    for (const key of keys) {
      expect(fs.readFileSync(path.join(backup.dir, 'uploads', key))).toEqual(await s3.object(key));
    }

    // Things go wrong: the photos' rows and objects are lost.
    await database.db.execute(sql`delete from photos`);
    for (const key of keys) await store.delete(key);
    await database.close();
    expect(await s3.keys()).toEqual([]);

    await restoreBackup(backup.dir, paths);
    expect(await s3.keys()).toEqual(keys);
    expect(await s3.object(keys[0] as string)).toEqual(
      fs.readFileSync(path.join(backup.dir, 'uploads', keys[0] as string)),
    );
    const restored = await openDatabase({ dataDir });
    try {
      const rows = await restored.db.execute(sql`select url from photos order by url`);
      expect(rows.rows.map((row) => (row as { url: string }).url).sort()).toEqual(
        photos.map((p) => p.url).sort(),
      );
    } finally {
      await restored.close();
    }
    // Nothing went to the uploads folder.
    expect(fs.existsSync(paths.uploadsDir)).toBe(false);
  });
});
