import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../test-support/markup';
import { jsonScript, renderPageHead, SITE_IMAGE_PATH } from './client-page';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><meta name="description" content="The site\'s own"><meta property="og:title" content="old"></head><body><div id="root"></div></body></html>';

describe("a page's head", () => {
  it('writes each tag once, keeps the template description when the page has none, and names the canonical address', () => {
    const html = renderPageHead(TEMPLATE, {
      title: 'Home',
      siteName: 'Site',
      origin: 'https://sales.example',
      canonicalPath: '/',
    });
    const document = parseHtml(html);
    expect(document.title).toBe('Home');
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      "The site's own",
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://sales.example/',
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `https://sales.example${SITE_IMAGE_PATH}`,
    );
  });

  it('writes JSON that no text inside can close or bend', () => {
    const script = jsonScript('application/json', { title: '</script><!-- & \u2028' }, 'data');
    expect(script).not.toMatch(/<\/script>.*<\/script>/);
    const document = parseHtml(`<html><head>${script}</head></html>`);
    expect(JSON.parse(document.getElementById('data')?.textContent ?? '')).toEqual({
      title: '</script><!-- & \u2028',
    });
  });

  it("has the site's own preview picture in the client's public files: a 1200 x 630 PNG", async () => {
    const file = path.join('src/client/public', SITE_IMAGE_PATH);
    const metadata = await sharp(file).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
  });
});
