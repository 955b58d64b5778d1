import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-database';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  const withHeader = (value: string | string[] | undefined) =>
    requestIdFor({ headers: { 'x-request-id': value } } as never);

  it('keeps an id a proxy or client sent', () => {
    expect(withHeader('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(withHeader('edge:7a1c.42_x')).toBe('edge:7a1c.42_x');
  });

  it('makes a UUID when there is none, or it is too long, repeated, or could forge a log line', () => {
    for (const value of [undefined, '', 'a'.repeat(129), ['a', 'b'], 'two words', 'id\nforged line']) {
      expect(withHeader(value)).toMatch(UUID);
    }
  });
});

describe('the X-Request-Id header', () => {
  let database: Database;
  let app: App;
  const lines: { reqId?: string; msg?: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const config = { ...loadConfig({ DATA_DIR: '/nonexistent-gsf' }), clientDir: undefined };
    // Fastify's logger takes a stream too; BuildAppOptions names only the level, which is all main.ts sets.
    app = await buildApp({ config, database, logger: { level: 'info', stream } as { level: string } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers with the id it was sent, and the log lines of that request carry it', async () => {
    const response = await app.inject({ url: '/api/categories', headers: { 'x-request-id': 'trace-123' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-123');
    const logged = lines.filter((line) => line.reqId === 'trace-123').map((line) => line.msg);
    expect(logged).toEqual(['incoming request', 'request completed']);
  });

  it('answers a fresh UUID when none was sent, on errors too', async () => {
    const first = await app.inject({ url: '/api/garage-sales/999999' });
    const second = await app.inject({ url: '/api/garage-sales/999999' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});
