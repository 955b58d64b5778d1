import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';

const IMAGE_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

describe.each(engines)('/uploads/ on %s (no built client)', (engine) => {
  let t: TestApp;
  let uploads: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // The folder is removed before the app starts: the app makes it.
    t = await createTestApp(engine, {}, async (_database, config) => {
      fs.rmSync(config.uploadsDir, { recursive: true, force: true });
    });
    uploads = t.config.uploadsDir;
    for (const name of ['photo.jpg', 'b.jpeg', 'c.png', 'd.webp', 'e.avif', 'f.gif', 'UPPER.JPG']) {
      fs.writeFileSync(path.join(uploads, name), IMAGE_BYTES);
    }
    fs.mkdirSync(path.join(uploads, 'thumbs'));
    fs.writeFileSync(path.join(uploads, 'thumbs', 'small.webp'), IMAGE_BYTES);
    fs.writeFileSync(path.join(uploads, 'evil.svg'), '<svg onload="alert(1)"/>');
    fs.writeFileSync(path.join(uploads, 'page.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(uploads, 'notes.txt'), 'text');
    fs.writeFileSync(path.join(uploads, '.hidden.jpg'), IMAGE_BYTES);
    fs.mkdirSync(path.join(uploads, 'folder.jpg'));
    fs.symlinkSync('/etc/hostname', path.join(uploads, 'link.jpg'));
    fs.writeFileSync(path.join(path.dirname(uploads), 'outside.jpg'), IMAGE_BYTES);
  });
  afterAll(() => t.close());

  it('creates the uploads folder when it is missing', () => {
    expect(fs.statSync(uploads).isDirectory()).toBe(true);
  });

  it('serves a photo with its image type, a year-long immutable cache and nosniff', async () => {
    const response = await get('/uploads/photo.jpg', { accept: 'image/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(IMAGE_BYTES.length));
    expect(response.rawPayload.equals(IMAGE_BYTES)).toBe(true);
  });

  it.each([
    ['/uploads/b.jpeg', 'image/jpeg'],
    ['/uploads/c.png', 'image/png'],
    ['/uploads/d.webp', 'image/webp'],
    ['/uploads/e.avif', 'image/avif'],
    ['/uploads/f.gif', 'image/gif'],
    ['/uploads/UPPER.JPG', 'image/jpeg'],
    ['/uploads/thumbs/small.webp', 'image/webp'],
  ])('serves %s as %s', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/uploads/photo.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.body).toBe('');
  });

  it.each([
    '/uploads/evil.svg',
    '/uploads/page.html',
    '/uploads/notes.txt',
    '/uploads/.hidden.jpg',
    '/uploads/missing.jpg',
    '/uploads/folder.jpg',
    '/uploads/link.jpg',
    '/uploads/',
    '/uploads',
    '/uploads/thumbs/',
    '/uploads/../outside.jpg',
    '/uploads/%2e%2e/outside.jpg',
    '/uploads/..%2foutside.jpg',
    '/uploads/thumbs/..%2f..%2foutside.jpg',
    '/uploads/%2Fetc%2Fhostname.jpg',
    '/uploads//etc/hostname.jpg',
    '/uploads/photo.jpg%00.html',
  ])('refuses %s with a JSON 404', async (url) => {
    const response = await get(url, { accept: 'text/html,image/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers JSON 404 for pages when no client is built', async () => {
    for (const url of ['/', '/contact', '/anything']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
