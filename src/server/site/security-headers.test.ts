import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TILE_URL: 'http://127.0.0.1:8123/{z}/{x}/{y}.png' });
  });
  afterAll(() => t.close());

  it('sends helmet headers and a CSP that allows the configured tile server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:8123/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends them on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
