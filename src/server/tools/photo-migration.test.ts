import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPhotoStore } from '../photo-store/photo-storage';
import type { PhotoStore } from '../photo-store/photo-store';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { migratePhotos } from './photo-migration';

const run = promisify(execFile);
const CLI = path.resolve('src/server/tools/photos-cli.ts');

describe('npm run photos -- migrate: the uploads folder into a bucket', { timeout: 60_000 }, () => {
  let s3: TestS3;
  let dir: string;
  let uploads: string;
  let store: PhotoStore;
  const write = (name: string, data: string) => {
    fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
    fs.writeFileSync(path.join(uploads, name), data);
  };
  beforeAll(async () => {
    s3 = await startS3Server();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-migrate-'));
    uploads = path.join(dir, 'uploads');
    store = createPhotoStore(loadConfig({ DATA_DIR: dir, ...s3.env }));
    write('0b9e4a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b.jpg', 'full');
    write('0b9e4a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b-thumb.webp', 'thumb');
    write('legacy-photo.png', 'legacy');
    write('thumbs/small.webp', 'nested');
    // Not photos: never copied.
    write('.tmp-123', 'half written');
    write('notes.txt', 'text');
    write('evil.svg', '<svg/>');
    fs.symlinkSync('/etc/hostname', path.join(uploads, 'link.jpg'));
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const PHOTOS = [
    '0b9e4a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b-thumb.webp',
    '0b9e4a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b.jpg',
    'legacy-photo.png',
    'thumbs/small.webp',
  ];

  it('copies every photo file with its bytes, and only what is new when run again', async () => {
    expect(await migratePhotos(uploads, store)).toEqual({ found: 4, copied: 4, present: 0 });
    expect(await s3.keys()).toEqual(PHOTOS);
    expect((await s3.object('thumbs/small.webp'))?.toString()).toBe('nested');

    expect(await migratePhotos(uploads, store)).toEqual({ found: 4, copied: 0, present: 4 });
    write('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg', 'uploaded meanwhile');
    expect(await migratePhotos(uploads, store)).toEqual({ found: 5, copied: 1, present: 4 });
    expect((await s3.object('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f.jpg'))?.toString()).toBe(
      'uploaded meanwhile',
    );
  });

  it('runs as a command with the bucket in its environment and reports the counts', async () => {
    write('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a.jpg', 'one more');
    const env = { ...process.env, ...s3.env, DATA_DIR: dir };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, 'migrate'], { env });
    expect(stdout).toContain('Done: 6 photo files, 1 copied, 5 already in the store.');
    expect(await s3.keys()).toContain('2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a.jpg');
  });

  it('refuses to run without PHOTO_STORAGE=s3, and explains the procedure in --help', async () => {
    const env = { ...process.env, DATA_DIR: dir, PHOTO_STORAGE: 'disk' };
    const refused = await run(process.execPath, ['--import', 'tsx', CLI, 'migrate'], { env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('PHOTO_STORAGE is not s3') });
    const help = await run(process.execPath, ['--import', 'tsx', CLI, '--help'], { env });
    expect(help.stdout).toContain('without downtime');
  });
});
