/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date;
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
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
  const lines = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /my-sales',
    'Disallow: /favorites',
    'Disallow: /account/',
    'Disallow: /unsubscribe/',
    'Disallow: /create-sale',
    'Disallow: /edit-sale/',
    'Disallow: /login',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    'Disallow: /sign-in',
    'Disallow: /date-debug',
    'Disallow: /image-test',
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}
