import { cityPagePath } from '../../shared/city-slug';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../shared/i18n/locales';
import type { SaleSummary } from '../../shared/schemas/sale';
import { serverT } from '../lib/server-i18n';
import { escapeHtml, renderPageHead } from './client-page';
import { withExploreShell } from './explore-shell';
import { hreflangLinks } from './page-language';

export interface CityPageOptions {
  city: string;
  /** Every active city, for the 'Browse by city' links. */
  cities: string[];
  /** The city's listed sales of this week, in the list's order. */
  sales: SaleSummary[];
  siteName: string;
  /** The product noun in the page's language (PRODUCT_NOUN or PRODUCT_NOUN_FR). */
  productNoun: string;
  /** Trusted origin (public-origin.ts), or '' for relative links. */
  origin: string;
  /** The page's language (issue 24): its address and its twin in the other language. */
  locale?: Locale;
  photoExists: (path: string) => boolean;
  /** The sales as schema.org data (json-ld.ts), already HTML. */
  jsonLdHtml: string;
}

/** Links to every city's page in `locale`; the client's Explore draws the same list (browse-by-city.tsx). */
export function browseByCityHtml(
  cities: string[],
  current?: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const links = cities.map((name) => {
    const here = name === current ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(localizedPath(cityPagePath(name), locale))}"${here} class="text-green-800 underline-offset-2 hover:underline">${escapeHtml(name)}</a></li>`;
  });
  return [
    '<nav aria-labelledby="browse-by-city" class="mt-8 border-t border-neutral-200 pt-4">',
    `<h2 id="browse-by-city" class="mb-2 text-sm font-semibold text-neutral-700">${escapeHtml(serverT(locale, 'pages')('cityPage.browseByCity'))}</h2>`,
    `<ul class="flex flex-wrap gap-x-4 gap-y-1 text-sm">${links.join('')}</ul>`,
    '</nav>',
  ].join('');
}

/**
 * A city's sales this week as Explore's first screen, every card with its dates and times in the HTML, so
 * a crawler or a browser without scripts reads the whole list; the client's Explore (with the city chosen)
 * takes over when its script runs.
 */
export function renderCityPage(exploreTemplate: string, options: CityPageOptions): string {
  const { city, sales, siteName, productNoun, origin } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'pages');
  // shared/city-slug.ts cityHeading's words, in the page's language.
  const productCapitalized = `${productNoun.charAt(0).toUpperCase()}${productNoun.slice(1)}`;
  const heading = t('cityPage.heading', { productCapitalized, city });
  const titles = sales.slice(0, 3).map((sale) => sale.title);
  const description =
    sales.length === 0
      ? t('cityPage.descriptionEmpty', { heading, siteName })
      : `${t('cityPage.description', { heading, siteName, titles: titles.join(', ') })}${sales.length > titles.length ? ', …' : '.'}`;
  const path = cityPagePath(city);
  const page = renderPageHead(exploreTemplate, {
    title: `${heading} · ${siteName}`,
    previewTitle: heading,
    siteName,
    origin,
    description,
    canonicalPath: localizedPath(path, locale),
    extraHtml: `${hreflangLinks(path, origin)}\n    ${options.jsonLdHtml}`,
  });
  return withExploreShell(page, {
    siteName,
    productNoun,
    locale: options.locale,
    cards: sales,
    photoExists: options.photoExists,
    heading,
    cardLimit: sales.length,
    withTimes: true,
    emptyText: t('cityPage.empty', { productPlural: productNoun, city }),
    afterList: browseByCityHtml(options.cities, city, locale),
  });
}
