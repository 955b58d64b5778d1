import { formatLongDay } from '../../shared/i18n/format-date';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { resolveImagePath } from '../../shared/image-paths';
import type { Sale } from '../../shared/schemas/sale';
import { serverT } from '../lib/server-i18n';

/**
 * The client's index.html with a server-made <head>: the site's title and a preview picture on every page,
 * and for a sale's own page its title, description and photo as Open Graph tags, so a pasted link shows a
 * preview; and the helpers that put the server's HTML and data into the page.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/**
 * A `<script>` holding JSON (JSON-LD, a page's data). '<', '>' and '&' are written as \u escapes, which
 * JSON reads back as the same characters: a title holding '</script>' or '<!--' cannot end or bend the block.
 */
export function jsonScript(type: string, data: unknown, id?: string): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="${type}"${id ? ` id="${escapeHtml(id)}"` : ''}>${json}</script>`;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** The page with server-drawn HTML in its (empty) #root, which the client's script replaces. */
export function withRootHtml(page: string, html: string): string {
  return page.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
// Tags we write ourselves: copies already in the template are dropped so that none appears twice. The
// template's description stays when the page has none of its own.
const PREVIEW_META = /<meta\s[^>]*(?:name|property)\s*=\s*["'](?:og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi;
const DESCRIPTION_META = /<meta\s[^>]*name\s*=\s*["']description["'][^>]*>\s*/gi;

/** Puts a title (already escaped) and extra tags into the template's head. */
function withHead(template: string, titleHtml: string, tags: string, ownDescription: boolean): string {
  const title = `<title>${titleHtml}</title>`;
  let html = template.replace(PREVIEW_META, '');
  if (ownDescription) html = html.replace(DESCRIPTION_META, '');
  // Replacer functions: a '$' in a sale's title must not be read as a replacement pattern.
  html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<head[^>]*>/i, (m) => m + title);
  const end = html.search(/<\/head>/i);
  return end === -1 ? tags + html : html.slice(0, end) + tags + html.slice(end);
}

/** The site's own picture for link previews (1200 x 630, the app's icon), for pages without a photo. */
export const SITE_IMAGE_PATH = '/og-image.png';

export interface PageHead {
  /** The tab's title, plain text. */
  title: string;
  siteName: string;
  /** A trusted origin (seo/public-origin.ts), or '' for relative links: never one from the Host header. */
  origin: string;
  /** The title of a link preview, when not the tab's. */
  previewTitle?: string;
  /** The page's own summary; without one the template's description stays. */
  description?: string;
  /** The page's address (a path): its canonical link and og:url. */
  canonicalPath?: string;
  /** A photo's path or URL for the preview; the site's picture without one. */
  image?: string;
  /** More for the head, already HTML (JSON-LD, the page's data). */
  extraHtml?: string;
}

/**
 * The template with a page's head: its title, description, canonical link and link-preview tags. Every
 * page has a preview picture (og:image), absolute when the origin is known.
 */
export function renderPageHead(template: string, head: PageHead): string {
  const { origin, description, canonicalPath } = head;
  const url = canonicalPath === undefined ? undefined : origin + canonicalPath;
  const meta: [string, string, string | undefined][] = [
    ['name', 'description', description],
    ['property', 'og:title', head.previewTitle ?? head.title],
    ['property', 'og:description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:image', absoluteUrl(origin, head.image ?? SITE_IMAGE_PATH)],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = [
    ...meta
      .filter((entry): entry is [string, string, string] => entry[2] !== undefined)
      .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`),
    ...(url === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(url)}">`]),
    ...(head.extraHtml ? [head.extraHtml] : []),
  ];
  return withHead(
    template,
    escapeHtml(head.title),
    `  ${tags.join('\n    ')}\n  `,
    description !== undefined,
  );
}

/** A page of the app with no content of its own in the HTML (its screen is drawn by the script). */
export function renderPlainPage(template: string, siteName: string, origin = ''): string {
  return renderPageHead(template, { title: siteName, siteName, origin });
}

/** About 200 characters of the description on whole words, or the sale's dates and place in `locale`. */
export function saleSummary(sale: Sale, locale: Locale = DEFAULT_LOCALE): string {
  const text = (sale.description ?? '').replace(/\s+/g, ' ').trim();
  if (text) {
    if (text.length <= 200) return text;
    const cut = text.slice(0, 200);
    const lastSpace = cut.lastIndexOf(' ');
    return `${(lastSpace > 120 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
  }
  const dates =
    sale.startDate === sale.endDate
      ? formatLongDay(sale.startDate, locale)
      : serverT(locale, 'pages')('salePreview.days', {
          start: formatLongDay(sale.startDate, locale),
          end: formatLongDay(sale.endDate, locale),
        });
  const place = sale.neighborhood ? `${sale.neighborhood}, ${sale.city}` : sale.city;
  return `${dates} · ${place}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  const resolved = resolveImagePath(pathOrUrl);
  if (/^https?:\/\//i.test(resolved)) return resolved;
  return origin + (resolved.startsWith('/') ? resolved : `/${resolved}`);
}

export function renderSalePage(
  template: string,
  /** origin: a trusted one (seo/public-origin.ts), or '' for relative links. headHtml: more for the head. */
  options: {
    sale: Sale;
    siteName: string;
    origin: string;
    headHtml?: string;
    path?: string;
    locale?: Locale;
  },
): string {
  const { sale, siteName, origin } = options;
  return renderPageHead(template, {
    title: `${sale.title} · ${siteName}`,
    previewTitle: sale.title,
    siteName,
    origin,
    description: saleSummary(sale, options.locale),
    // The page's own address: a French page's is under /fr (issue 24).
    canonicalPath: options.path ?? `/garage-sales/${sale.id}`,
    image: sale.featuredPhoto ?? undefined,
    extraHtml: options.headHtml,
  });
}
