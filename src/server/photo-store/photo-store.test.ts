import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3Server, type TestS3 } from '../test-support/s3-server';
import { DiskPhotoStore } from './disk-photo-store';
import { createPhotoStore } from './photo-storage';
import { type PhotoStore, PhotoStoreUnreachableError } from './photo-store';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A port nothing listens on: one the system gave and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-store-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => PhotoStore][] = [
  ['disk', () => new DiskPhotoStore(path.join(dir, 'uploads'))],
  ['s3', () => createPhotoStore(loadConfig({ DATA_DIR: dir, ...s3.env }))],
];

describe.each(stores)('the %s photo store', (kind, make) => {
  let store: PhotoStore;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  it('is the kind PHOTO_STORAGE asks for and is reachable', async () => {
    expect(store.kind).toBe(kind);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('gives back what was put, typed by the key and never by anything else', async () => {
    await store.put('a.jpg', JPEG);
    await store.put('nested/b.webp', Buffer.from('webp bytes'));
    const object = await store.get('a.jpg');
    expect(object?.contentType).toBe('image/jpeg');
    expect(object?.contentLength).toBe(JPEG.length);
    expect(object?.etag).toBeTruthy();
    expect((await buffer(object?.body as NodeJS.ReadableStream)).equals(JPEG)).toBe(true);
    const webp = await store.get('nested/b.webp');
    webp?.body.destroy();
    expect(webp?.contentType).toBe('image/webp');
    expect(await store.exists('a.jpg')).toBe(true);
  });

  it('answers nothing for a missing key or one that is not a photo key, and refuses to write one', async () => {
    for (const key of ['missing.jpg', '../a.jpg', '.hidden.jpg', 'page.html', '/etc/hostname.jpg']) {
      expect(await store.get(key)).toBeUndefined();
      expect(await store.exists(key)).toBe(false);
    }
    await expect(store.put('page.html', Buffer.from('<script>'))).rejects.toThrow(/not a photo key/);
  });

  it('lists its photo keys with their size and deletes them, a missing one quietly', async () => {
    const listed = [];
    for await (const object of store.list()) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(['a.jpg', 'nested/b.webp']);
    expect(listed.find((object) => object.key === 'a.jpg')?.size).toBe(JPEG.length);
    await store.delete('a.jpg');
    await store.delete('a.jpg');
    expect(await store.exists('a.jpg')).toBe(false);
  });
});

describe('an unreachable S3 store', () => {
  it('fails check() with a message naming the store, for a dead endpoint and for a missing bucket', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const dead = createPhotoStore(loadConfig({ DATA_DIR: dir, ...s3.env, S3_ENDPOINT: endpoint }));
    await expect(dead.check()).rejects.toBeInstanceOf(PhotoStoreUnreachableError);
    await expect(dead.check()).rejects.toThrow(
      /Photo storage \(bucket photos at http:\/\/127\.0\.0\.1:\d+\)/,
    );
    await dead.close();
    const noBucket = createPhotoStore(loadConfig({ DATA_DIR: dir, ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(noBucket.check()).rejects.toBeInstanceOf(PhotoStoreUnreachableError);
    await noBucket.close();
  });
});
