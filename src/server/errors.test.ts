import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './site/security-headers';
import { useTestApp } from './test-support/test-app';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw GET over a socket (inject skips Node's HTTP parser, which refuses the longest addresses). */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
  });
}

describe('addresses refused before any route', () => {
  let port: number;

  const t = useTestApp('pglite');
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const security = () => computeSecurityHeaders(t.config);

  /** What every error answer has: the `{ message }` shape, JSON, and the site's security headers. */
  function expectLikeEveryOtherError(answer: Answer, status: number, message: string) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({ message });
    expect(Object.keys(JSON.parse(answer.body))).toEqual(expect.arrayContaining(['message']));
    for (const [name, value] of Object.entries(security())) expect(answer.headers[name], name).toBe(value);
  }

  it('has the security headers on an ordinary error, which the others are compared with', async () => {
    const ordinary = await get(port, '/api/garage-sales/0');
    expectLikeEveryOtherError(ordinary, 400, 'The id must be a whole number');
    expect(Object.keys(security())).toContain('content-security-policy');
  });

  it('answers a path parameter over the router’s limit with 414 and no echo of the address', async () => {
    for (const path of [`/api/garage-sales/${'1'.repeat(300)}`, `/api/unsubscribe/${'a'.repeat(450)}`]) {
      const answer = await get(port, path);
      expectLikeEveryOtherError(answer, 414, 'The address is too long');
      expect(JSON.parse(answer.body)).toEqual({ message: 'The address is too long' });
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]+$/);
      expect(answer.body).not.toContain('1111');
    }
  });

  it('answers a broken percent-encoding in a path parameter with 400', async () => {
    expectLikeEveryOtherError(await get(port, '/api/garage-sales/%E0%A4%A'), 400, 'The address is not valid');
  });

  it("answers an address over Node's header limit (16 KB) with 431", async () => {
    const answer = await get(port, `/api/garage-sales?searchTerm=${'x'.repeat(20_000)}`);
    expectLikeEveryOtherError(answer, 431, "The address or the request's headers are too long");
  });
});
