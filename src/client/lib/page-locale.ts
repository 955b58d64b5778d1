import { type Locale, splitLocalePath } from '../../shared/i18n/locales';

/**
 * The page's language, from its address (decision 0025): /fr/... is French, the spec's routes English.
 * The server has already sent a French reader from an English address to its /fr twin, so the address is
 * the whole truth; a switch loads the page again.
 */
export function pageLocale(): Locale {
  // globalThis: the fetch wrapper also runs where there is no page (Node tests): English there.
  return splitLocalePath(globalThis.location?.pathname ?? '/').locale;
}

/**
 * Sent with every API request (lib/api.ts): the server answers its errors in the page's language, not
 * in whatever the browser prefers. A request made outside api.ts (an upload's XMLHttpRequest) sets it too.
 */
export function localeHeaders(): { 'Accept-Language': Locale } {
  return { 'Accept-Language': pageLocale() };
}
