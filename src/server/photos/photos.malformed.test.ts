import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { MALFORMED_UPLOAD_MESSAGE } from './photo-upload';
import { createPhotoWorld, jpeg } from './photos.fixtures';

const BOUNDARY = '----gsfBoundary7MA4YWxkTrZu0gW';

/** The start of a file part, as a browser writes it; the caller decides how (or whether) it ends. */
const filePartHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\n` +
  'Content-Type: image/jpeg\r\n\r\n';

/** A multipart body the parser cannot read to its end must be a 400 that stores nothing, never a 500. */
describe.each(engines)('malformed photo uploads on %s', (engine) => {
  const w = useWorld(() => createPhotoWorld(engine));

  const post = (saleId: number, contentType: string, payload: Buffer | string) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${saleId}/photos`,
      headers: { cookie: w.owner.cookie, 'content-type': contentType },
      payload,
    });

  it.each([
    ['no boundary', 'multipart/form-data', async () => Buffer.from(filePartHead('a.jpg'))],
    [
      'a garbage body',
      `multipart/form-data; boundary=${BOUNDARY}`,
      async () => Buffer.from('\u0000\u0001 this is not multipart at all \r\n--nope'),
    ],
    [
      'an unterminated file part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      async () => Buffer.concat([Buffer.from(filePartHead('a.jpg')), await jpeg(64, 64)]),
    ],
  ])('answers %s with 400 and stores nothing', async (_case, contentType, body) => {
    const saleId = await w.sale();
    const before = w.files();
    const response = await post(saleId, contentType, await body());
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(await w.rows(saleId)).toEqual([]);
    expect(w.files()).toEqual(before);
  });

  it('answers an unterminated part with the malformed-upload message', async () => {
    const saleId = await w.sale();
    const body = Buffer.concat([Buffer.from(filePartHead('a.jpg')), await jpeg(64, 64)]);
    const response = await post(saleId, `multipart/form-data; boundary=${BOUNDARY}`, body);
    expect(response.json()).toEqual({ message: MALFORMED_UPLOAD_MESSAGE });
  });

  describe('a client that goes away in the middle of its upload', () => {
    let app: App;
    let port: number;
    const answered: number[] = [];
    beforeAll(async () => {
      // Its own instance, to see the status the app chose though nobody is left to read it.
      app = await buildApp({ config: w.t.config, database: w.t.database });
      app.addHook('onSend', async (_request, reply, payload) => {
        answered.push(reply.statusCode);
        return payload;
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      port = (app.server.address() as net.AddressInfo).port;
    });
    afterAll(() => app.close());

    it('is answered as a malformed upload (not a server error) and leaves nothing', async () => {
      const saleId = await w.sale();
      const before = w.files();
      const head = Buffer.from(filePartHead('a.jpg'));
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/garage-sales/${saleId}/photos HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Cookie: ${w.owner.cookie}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
          `Content-Length: ${head.length + 1_000_000}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(Buffer.alloc(64 * 1024, 7));
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await expect.poll(() => answered.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(answered).toEqual([400]);
      expect(await w.rows(saleId)).toEqual([]);
      expect(w.files()).toEqual(before);
    });
  });
});
