import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { insertSaleOn } from '../test-support/sales';
import { createTestDatabase, engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { ORPHAN_MIN_AGE_MS, removeOrphanPhotoFiles } from './orphan-files';
import { storePhoto } from './photo-files';

const files = { full: Buffer.from('full'), fullExtension: 'jpg' as const, thumbnail: Buffer.from('thumb') };

describe.each(engines)('removing orphan photo files on %s', (engine) => {
  let database: Database;
  let uploadsDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-orphans-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('removes old files no photo row points at, and keeps referenced, recent and foreign files', async () => {
    const kept = await storePhoto(uploadsDir, files);
    const orphan = await storePhoto(uploadsDir, files);
    const recentOrphan = await storePhoto(uploadsDir, files);
    fs.writeFileSync(path.join(uploadsDir, 'README.txt'), 'not ours');
    const user = await insertUser(database.db, { email: `orphans-${engine}@example.org` });
    await insertSaleOn(database.db, user.id, '2026-11-22', {
      title: 'Has a photo',
      photos: [{ url: kept.url, thumbnailUrl: kept.thumbnailUrl }],
    });
    const name = (url: string) => url.replace('/uploads/', '');
    // Everything but the recent orphan is made old.
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const url of [kept.url, kept.thumbnailUrl, orphan.url, orphan.thumbnailUrl]) {
      fs.utimesSync(path.join(uploadsDir, name(url)), old, old);
    }
    fs.utimesSync(path.join(uploadsDir, 'README.txt'), old, old);

    expect(await removeOrphanPhotoFiles(database.db, uploadsDir)).toBe(2);
    expect(fs.readdirSync(uploadsDir).sort()).toEqual(
      [
        name(kept.url),
        name(kept.thumbnailUrl),
        name(recentOrphan.url),
        name(recentOrphan.thumbnailUrl),
        'README.txt',
      ].sort(),
    );
  });

  it('does nothing when the folder does not exist', async () => {
    expect(await removeOrphanPhotoFiles(database.db, path.join(uploadsDir, 'missing'))).toBe(0);
  });
});
