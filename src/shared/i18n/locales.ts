/**
 * The site's languages (issue 24, decision 0025). English is the default and keeps the spec's routes and
 * wording; French pages live under /fr. Pure, both sides.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a reader's choice (set by PUT /api/locale). */
export const LOCALE_COOKIE = 'lang';

/** Tags for Intl's formatters: Canadian conventions in both languages. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The path prefix of a language's pages: none for English (the spec's routes), '/fr' for French. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', fr: '/fr' };

/** Each language's own name, as the switch offers it (always in that language). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The other language, the one the switch offers. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'fr' : 'en';
}

/** A page's language and its path without the prefix: '/fr/contact' is French '/contact', '/fr' is '/'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A path ('/contact', '/' or '/garage-sales/3?x=1') as a page of `locale` ('/fr/contact', '/fr/'). */
export function localizedPath(path: string, locale: Locale): string {
  return `${LOCALE_PREFIX[locale]}${path.startsWith('/') ? path : `/${path}`}`;
}
