import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSellerWorld } from '../sales/sales-write.fixtures';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';

const BROWSER_OVER_HTTPS = 'gzip, deflate, br, zstd';
const BROWSER_OVER_HTTP = 'gzip, deflate';

describe.each(engines)('compressed answers on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await w.sale({ title: `Sale number ${i} with a long enough title` });
  });

  const adminSales = (acceptEncoding?: string) =>
    w.t.app.inject({
      method: 'GET',
      url: '/api/admin/sales',
      headers: { cookie: w.admin.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large JSON answer with brotli or gzip, as the client accepts, and the same JSON', async () => {
    const plain = await adminSales();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await adminSales(BROWSER_OVER_HTTPS);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await adminSales(BROWSER_OVER_HTTP);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/auth/is-admin',
      headers: { cookie: w.admin.cookie, 'accept-encoding': BROWSER_OVER_HTTPS },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ isAdmin: true });
  });

  it('sends the cached sales list compressed as the plugin would choose', async () => {
    const response = await w.t.app.inject({
      method: 'GET',
      url: '/api/garage-sales',
      headers: { 'accept-encoding': BROWSER_OVER_HTTPS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const sales = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()) as unknown[];
    expect(sales).toHaveLength(12);
  });

  it('does not unpack a compressed request body: 400, and nothing is written', async () => {
    const before = await w.saleCount();
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/garage-sales',
      headers: { cookie: w.owner.cookie, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify(w.body())),
    });
    expect(response.statusCode).toBe(400);
    expect(await w.saleCount()).toBe(before);
  });
});
