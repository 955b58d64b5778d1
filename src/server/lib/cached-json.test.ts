import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CachedJson, matchesIfNoneMatch, sendCachedJson, toCachedJson } from './cached-json';
import { registerCompression } from './compression';

describe('cached JSON answers', () => {
  it('serialises once, with a weak ETag that changes with the bytes', () => {
    const a = toCachedJson([{ id: 1 }]);
    expect(a.body.toString()).toBe('[{"id":1}]');
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(toCachedJson([{ id: 1 }]).etag).toBe(a.etag);
    expect(toCachedJson([{ id: 2 }]).etag).not.toBe(a.etag);
  });

  it('reads If-None-Match as HTTP means it: lists, weak tags and *', () => {
    const tag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc" ', tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
});

describe('sendCachedJson', () => {
  async function appSending(answer: CachedJson) {
    const app = Fastify();
    await registerCompression(app);
    app.get('/', (request, reply) => sendCachedJson(request, reply, answer, 'public, max-age=0'));
    return app;
  }
  const sales = Array.from({ length: 200 }, (_, id) => ({ id, title: `Sale number ${id}` }));

  it('compresses a cached answer once, in the form the client prefers, and never twice', async () => {
    const answer = toCachedJson(sales);
    const app = await appSending(answer);
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(sales);
    const made = answer.encoded.br;
    const second = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(answer.encoded.br).toBe(made);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(sales);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(answer.body)).toBe(true);
    await app.close();
  });

  it('answers 304 with no body to a client holding the same answer', async () => {
    const answer = toCachedJson(sales);
    const app = await appSending(answer);
    const response = await app.inject({ url: '/', headers: { 'if-none-match': answer.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(answer.etag);
    await app.close();
  });
});
