import { localizedPath } from '../../shared/i18n/locales';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date;
  /** The same page in each language (issue 24), absolute, written as xhtml:link alternates. */
  alternates?: { hreflang: string; href: string }[];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);
}

/** A sitemaps.org urlset; lastmod as a W3C date-time in UTC. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    const alternates = (entry.alternates ?? [])
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * What crawlers may fetch: the public pages, not the signed-in screens nor the API (its answers are the
 * pages' data, not pages). The sitemap is named only where an absolute address is known (see
 * public-origin.ts): robots.txt allows no relative one.
 */
export function robotsTxt(sitemapUrl: string | undefined): string {
  const privatePages = [
    '/admin',
    '/my-sales',
    '/favorites',
    '/account/',
    '/unsubscribe/',
    '/create-sale',
    '/edit-sale/',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/sign-in',
    '/date-debug',
    '/image-test',
  ];
  // The French pages (issue 24) are the same pages under /fr.
  const disallowed = [privatePages[0], '/api/', ...privatePages.slice(1)].map((path) => `Disallow: ${path}`);
  const french = privatePages.map((path) => `Disallow: ${localizedPath(path, 'fr')}`);
  const lines = [
    'User-agent: *',
    ...disallowed,
    ...french,
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
