import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app';

describe('the web app manifest', () => {
  const t = useTestApp('pglite', { SITE_NAME: 'Stony Plain Sales' });

  it("is named after the town's SITE_NAME and opens Explore as an app", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Stony Plain Sales',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});
