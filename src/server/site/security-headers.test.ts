import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTestApp } from '../test-support/test-app';
import { computeSecurityHeaders, tileSource } from './security-headers';

/** The CSP's directives, each with its list of sources. */
function csp(env: Record<string, string>, mapsKeyInEffect?: boolean): Record<string, string[]> {
  const header = computeSecurityHeaders(loadConfig({ DATA_DIR: '/tmp/gsf-csp', ...env }), mapsKeyInEffect)[
    'content-security-policy'
  ];
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const GOOGLE_KEY = 'AIzaFakeKeyForTests-0123456789';

describe('security headers', () => {
  const t = useTestApp('pglite', { TILE_URL: 'http://127.0.0.1:8123/{z}/{x}/{y}.png' });

  it('sends helmet headers and a CSP that allows the configured tile server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Tile servers get the site's origin (OpenStreetMap's usage policy asks for a Referer), not the path.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
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

describe('the tile source of the CSP', () => {
  it('turns a {s} server letter into a wildcard over the rest of the host', () => {
    const directives = csp({ TILE_URL: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png' });
    expect(directives['img-src']).toContain('https://*.tile.opentopomap.org');
    expect(directives['img-src']?.join(' ')).not.toContain('0.tile.opentopomap.org');
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['http://127.0.0.1:8123/{z}/{x}/{y}.png', 'http://127.0.0.1:8123'],
    ['https://{s}.tiles.example.org:8443/{z}/{x}/{y}{r}.png', 'https://*.tiles.example.org:8443'],
    ['https://tiles-{s}.maps.example.org/{z}/{x}/{y}.png', 'https://*.maps.example.org'],
    ['https://a.{s}.maps.example.org/{z}/{x}/{y}.png', 'https://*.maps.example.org'],
  ])('allows %s as %s', (url, source) => {
    expect(tileSource(url)).toBe(source);
  });

  it.each([
    'https://{s}.org/{z}/{x}/{y}.png',
    'https://tiles.{s}/{z}/{x}/{y}.png',
    'https://example.org:{port}/{z}/{x}/{y}.png',
  ])('allows no wildcard wider than a domain for %s', (url) => {
    expect(tileSource(url)).toBeUndefined();
  });
});

const GOOGLE_SOURCES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
];

describe("Google Maps' needs in the CSP", () => {
  it('lets the client read photos from S3_PUBLIC_URL, and from nowhere else when photos go through the app', () => {
    const s3 = {
      PHOTO_STORAGE: 's3',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.sales.example/photos',
    };
    const direct = csp(s3);
    expect(direct['img-src']).toContain('https://cdn.sales.example');
    expect(direct['connect-src']).toContain('https://cdn.sales.example');
    const { S3_PUBLIC_URL: _, ...throughTheApp } = s3;
    expect(Object.values(csp(throughTheApp)).flat().join(' ')).not.toContain('cdn.sales.example');
  });

  it('names no Google domain and allows no eval when no key is configured', () => {
    const directives = csp({});
    const all = Object.values(directives).flat();
    for (const source of GOOGLE_SOURCES) expect(all).not.toContain(source);
    expect(all.join(' ')).not.toMatch(/google|gstatic|ggpht/);
    expect(directives['script-src']).toEqual(["'self'", 'blob:']);
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['img-src']).toContain('data:');
    expect(directives['worker-src']).toContain('blob:');
  });

  it('allows Google scripts, images, connections, fonts and eval when GOOGLE_MAPS_API_KEY is set', () => {
    const directives = csp({ GOOGLE_MAPS_API_KEY: GOOGLE_KEY });
    for (const source of [
      'blob:',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.ggpht.com',
      'https://*.googleusercontent.com',
    ]) {
      expect(directives['script-src']).toContain(source);
    }
    expect(directives['script-src']).toContain("'unsafe-eval'");
    for (const source of ['https://*.googleusercontent.com', 'https://*.ggpht.com', 'data:']) {
      expect(directives['img-src']).toContain(source);
    }
    for (const source of ['data:', 'blob:', 'https://*.google.com', 'https://*.googleapis.com']) {
      expect(directives['connect-src']).toContain(source);
    }
    expect(directives['style-src']).toContain('https://fonts.googleapis.com');
    expect(directives['font-src']).toContain('https://fonts.gstatic.com');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(Object.values(directives).filter((sources) => sources.includes("'unsafe-eval'"))).toHaveLength(1);
  });

  it('follows the key in effect, whatever the environment says (a key an admin saved or removed)', () => {
    expect(csp({}, true)['script-src']).toContain("'unsafe-eval'");
    expect(csp({}, true)['script-src']).toContain('https://*.googleapis.com');
    const withoutKey = csp({ GOOGLE_MAPS_API_KEY: GOOGLE_KEY }, false);
    expect(withoutKey['script-src']).toEqual(["'self'", 'blob:']);
    expect(Object.values(withoutKey).flat().join(' ')).not.toMatch(/google|gstatic|ggpht/);
  });
});
