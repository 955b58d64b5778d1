import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
/**
 * Request bodies that are not what a route expects, in every way a client (or an attacker) might send
 * them: the no-500 tests send each to every write route.
 */
export const json = (value: unknown) => JSON.stringify(value);
export const BOUNDARY = 'oddBoundary42';
export const multipart = (...parts: string[]) =>
  `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
export const filePart = (name: string, filename: string, data = 'not really a photo') =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n${data}`;
export const fieldPart = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

export const ODD_BODIES: { name: string; body?: string | Buffer; type?: string | null }[] = [
  { name: 'no body', body: undefined, type: null },
  { name: 'an empty JSON body', body: '', type: 'application/json' },
  { name: 'an array', body: json([1, 2, 3]) },
  { name: 'null', body: 'null' },
  { name: 'a string', body: json('hello') },
  { name: 'a number', body: '42' },
  { name: 'broken JSON', body: '{"title": ' },
  { name: 'a byte-order mark', body: `\ufeff${json({})}` },
  { name: 'nested garbage', body: json({ title: { a: { b: [[[{}]]] } }, saleId: [{ x: null }], email: [] }) },
  { name: 'prototype keys', body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}' },
  { name: 'deep nesting', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'huge numbers', body: json({ saleId: 1e308, categoryIds: [1e300], lat: 1e308 }) },
  { name: 'a number beyond integers', body: '{"saleId": 99999999999999999999999999}' },
  { name: 'a 2 MB body', body: json({ title: 'x'.repeat(2 * 1024 * 1024) }) },
  { name: 'plain text', body: 'title=Sale', type: 'text/plain' },
  { name: 'a form', body: 'title=Sale&saleId=1', type: 'application/x-www-form-urlencoded' },
  {
    name: 'a multipart body',
    body: multipart(fieldPart('title', 'Sale')),
    type: `multipart/form-data; boundary=${BOUNDARY}`,
  },
  { name: 'an unknown JSON type', body: json({}), type: 'application/vnd.odd+json' },
  { name: 'a charset JSON cannot use', body: json({}), type: 'application/json; charset=utf-7' },
  { name: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]) },
];

/** One odd call: the body is sent as these bytes, with this Content-Type (none when null). */
export interface OddCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: string | Buffer;
  type?: string | null;
}

/** Sends the call (signed in with `cookie`, if given): any answer but a 5xx, and a 4xx says why. */
export async function expectNoServerError(app: FastifyInstance, call: OddCall, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (call.type !== null) headers['content-type'] = call.type ?? 'application/json';
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  const label = `${call.method} ${call.url} ${String(call.body).slice(0, 60)}`;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(typeof response.json().message, label).toBe('string');
}
