import fs from 'node:fs';
import http from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { BOUNDARY } from '../test-support/upload-streams';
import { TOO_MANY_PHOTOS_MESSAGE } from './photo-upload';
import { createPhotoWorld, jpeg, photoForm } from './photos.fixtures';
import { uploadTempDir } from './photos.routes';
import { UPLOADS_IN_FLIGHT_MESSAGE, UPLOADS_IN_FLIGHT_PER_USER } from './uploads-in-flight';

/**
 * Over a real socket, as a browser uploads: a refusal must reach the client as our answer even when it
 * comes before the (large) body has been read, not as a broken connection.
 */
describe.each(engines)('photo uploads over HTTP on %s', (engine) => {
  let base: string;
  const w = useWorld(() => createPhotoWorld(engine));
  beforeAll(async () => {
    base = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const post = (saleId: number, cookie: string | undefined, form: FormData) =>
    fetch(`${base}/api/garage-sales/${saleId}/photos`, {
      method: 'POST',
      headers: cookie ? { cookie } : {},
      body: form,
    });
  // About 6 MB that is still read after an early refusal.
  const padding = { name: 'padding.jpg', data: Buffer.alloc(6 * 1024 * 1024, 7) };

  it('accepts photos sent with fetch and FormData', async () => {
    const saleId = await w.sale();
    const form = photoForm([
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg(500, 500, 200) },
    ]);
    form.append('featuredPhotoIndex', '1');
    const response = await post(saleId, w.owner.cookie, form);
    expect(response.status).toBe(201);
    const list = PhotoListSchema.parse(await response.json());
    expect(list.map((photo) => photo.isFeatured)).toEqual([false, true]);
    const image = await fetch(`${base}${list[1]?.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers "Too many photos" to a full sale before reading its large body', async () => {
    const full = await w.sale({
      photos: ['1', '2', '3', '4', '5'].map((n) => ({ url: `/uploads/${n}.jpg` })),
    });
    const response = await post(full, w.owner.cookie, photoForm([padding]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
  });

  it('answers a refusal in the middle of a body, and the next request on the server still works', async () => {
    const saleId = await w.sale({ photos: ['1', '2', '3', '4'].map((n) => ({ url: `/uploads/${n}.jpg` })) });
    const image = await jpeg(64, 64);
    const form = photoForm([{ name: 'a.jpg', data: image }, { name: 'b.jpg', data: image }, padding]);
    const response = await post(saleId, w.owner.cookie, form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_MANY_PHOTOS_MESSAGE });
    const other = await post(saleId, w.other.cookie, photoForm([padding]));
    expect(other.status).toBe(403);
    const guest = await post(saleId, undefined, photoForm([padding]));
    expect(guest.status).toBe(401);
    const ok = await post(saleId, w.owner.cookie, photoForm([{ name: 'c.jpg', data: image }]));
    expect(ok.status).toBe(201);
  });

  describe('uploads under way', () => {
    const tempEntries = () => fs.readdirSync(uploadTempDir(w.t.config.dataDir));
    // An upload left open by a failed test would hold the app's close() for ever.
    const started: http.ClientRequest[] = [];
    afterEach(() => {
      for (const request of started.splice(0)) request.destroy();
    });

    /** An upload whose body has begun (a real JPEG's first half) and waits for finish() or abort(). */
    async function startUpload(saleId: number, cookie: string, image: Buffer) {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const half = Math.floor(image.length / 2);
      const request = http.request(`${base}/api/garage-sales/${saleId}/photos`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.length + image.length + tail.length,
        },
      });
      const answer = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
      });
      answer.catch(() => {});
      started.push(request);
      request.write(Buffer.concat([head, image.subarray(0, half)]));
      return {
        answer,
        finish: () => request.end(Buffer.concat([image.subarray(half), tail])),
        abort: () => request.destroy(),
      };
    }

    it('answers 429 to a third upload of one user while two are under way, not to another user', async () => {
      expect(UPLOADS_IN_FLIGHT_PER_USER).toBe(2);
      const saleId = await w.sale();
      const image = await jpeg(640, 480);
      const before = tempEntries().length;
      const first = await startUpload(saleId, w.owner.cookie, image);
      const second = await startUpload(saleId, w.owner.cookie, image);
      // Both have reached the handler: their files are being written to the temporary folder.
      await expect.poll(() => tempEntries().length, { timeout: 5_000 }).toBe(before + 2);

      const third = await post(saleId, w.owner.cookie, photoForm([{ name: 'c.jpg', data: image }]));
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ message: UPLOADS_IN_FLIGHT_MESSAGE });
      const admin = await post(saleId, w.admin.cookie, photoForm([{ name: 'd.jpg', data: image }]));
      expect(admin.status).toBe(201);

      first.finish();
      expect(await first.answer).toBe(201);
      const again = await post(saleId, w.owner.cookie, photoForm([{ name: 'e.jpg', data: image }]));
      expect(again.status).toBe(201);
      second.abort();
      await expect(second.answer).rejects.toThrow();
      // The aborted upload's slot is free again and its bytes are gone from the disk.
      await expect.poll(() => tempEntries().length, { timeout: 5_000 }).toBe(0);
      const last = await post(saleId, w.owner.cookie, photoForm([{ name: 'f.jpg', data: image }]));
      expect(last.status).toBe(201);
      expect(await w.rows(saleId)).toHaveLength(4);
    });
  });
});
