import { formatLongDate } from '../../shared/date-format';
import { resolveImagePath } from '../../shared/image-paths';
import type { Sale } from '../../shared/schemas/sale';

/**
 * The client's index.html with a server-made <head>: the site's title on every page, and for a sale's own
 * page its title, description and photo as Open Graph tags, so a pasted link shows a preview.
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

const TITLE = /<title>[\s\S]*?<\/title>/i;
// Tags we write ourselves: copies already in the template are dropped so that none appears twice.
const OWN_META =
  /<meta\s[^>]*(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi;

/** Puts a title (already escaped) and extra tags into the template's head. */
function withHead(template: string, titleHtml: string, tags = ''): string {
  const title = `<title>${titleHtml}</title>`;
  let html = tags ? template.replace(OWN_META, '') : template;
  // Replacer functions: a '$' in a sale's title must not be read as a replacement pattern.
  html = TITLE.test(html) ? html.replace(TITLE, () => title) : html.replace(/<head[^>]*>/i, (m) => m + title);
  const end = html.search(/<\/head>/i);
  return end === -1 ? tags + html : html.slice(0, end) + tags + html.slice(end);
}

export function renderPlainPage(template: string, siteName: string): string {
  return withHead(template, escapeHtml(siteName));
}

/** The template with a page's own title (plain text) and description, and more tags (already HTML). */
export function renderPageHead(
  template: string,
  options: { title: string; description: string; headHtml?: string },
): string {
  const tags = `  <meta name="description" content="${escapeHtml(options.description)}">${options.headHtml ? `\n    ${options.headHtml}` : ''}\n  `;
  return withHead(template, escapeHtml(options.title), tags);
}

/** About 200 characters of the description on whole words, or the sale's dates and place. */
export function saleSummary(sale: Sale): string {
  const text = (sale.description ?? '').replace(/\s+/g, ' ').trim();
  if (text) {
    if (text.length <= 200) return text;
    const cut = text.slice(0, 200);
    const lastSpace = cut.lastIndexOf(' ');
    return `${(lastSpace > 120 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
  }
  const dates =
    sale.startDate === sale.endDate
      ? formatLongDate(sale.startDate)
      : `${formatLongDate(sale.startDate)} to ${formatLongDate(sale.endDate)}`;
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
  options: { sale: Sale; siteName: string; origin: string; headHtml?: string; path?: string },
): string {
  const { sale, siteName, origin } = options;
  const summary = saleSummary(sale);
  const meta: [string, string, string][] = [
    ['name', 'description', summary],
    ['property', 'og:title', sale.title],
    ['property', 'og:description', summary],
    ['property', 'og:type', 'website'],
    // The page's own address: a French page's is under /fr (issue 24).
    ['property', 'og:url', `${origin}${options.path ?? `/garage-sales/${sale.id}`}`],
    ['property', 'og:site_name', siteName],
    ...(sale.featuredPhoto
      ? ([['property', 'og:image', absoluteUrl(origin, sale.featuredPhoto)]] as [string, string, string][])
      : []),
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = meta
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
  const extra = options.headHtml ? `\n    ${options.headHtml}` : '';
  return withHead(template, escapeHtml(`${sale.title} · ${siteName}`), `  ${tags}${extra}\n  `);
}
