import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeClientDir } from '../test-support/client-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The shared list of client pages with two more, as a later release may add them: the server must follow it.
vi.mock('../../shared/routes', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../shared/routes')>();
  const PAGE_PATHS = { ...original.PAGE_PATHS, adminReports: '/admin/reports', help: '/help' };
  return { PAGE_PATHS, ALL_PAGE_PATHS: Object.values(PAGE_PATHS) };
});

describe('the pages the server answers', () => {
  let t: TestApp;
  let clientDir: string;
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    clientDir = writeClientDir({ 'index.html': '<html><head><title>x</title></head></html>' });
    t = await createTestApp('pglite', {}, undefined, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/contact',
    '/favorites',
    '/edit-sale/12',
    '/admin/users',
    '/image-test',
    '/admin/reports',
    '/help',
  ])('come from src/shared/routes.ts: %s is 200', async (url) => {
    expect((await page(url)).statusCode).toBe(200);
  });

  it.each(['/edit-sale/abc', '/edit-sale/0', '/edit-sale/1.5', '/admin/nowhere', '/helpme'])(
    '%s is 404',
    async (url) => {
      expect((await page(url)).statusCode).toBe(404);
    },
  );
});
