import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLocale } from '../../shared/i18n/accept-language';
import { LOCALES, type Locale, localizedPath, splitLocalePath } from '../../shared/i18n/locales';
import { apiMsg } from '../errors';
import { chosenLocale } from '../i18n/request-locale';
import { localizeText, serverT } from '../lib/server-i18n';
import { escapeHtml } from './client-page';

/*
 * The language of the pages the server writes (issue 24, decision 0025): each page has one address per
 * language (the spec's routes in English, the same under /fr in French), `<html lang>` says which, and
 * public pages name their other-language twin with hreflang.
 */

/**
 * The client's index.html in `locale`: `<html lang>`, and for French the description, the noscript line
 * and the manifest (English keeps the template's words as they are).
 */
export function templateIn(template: string, locale: Locale, productNounFr: string): string {
  const html = template.replace(/<html\b[^>]*>/i, `<html lang="${locale}">`);
  if (locale === 'en') return html;
  const t = serverT(locale, 'pages');
  const description = escapeHtml(t('description', { productPlural: productNounFr }));
  return html
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/i,
      (_m, start, end) => start + description + end,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => `<noscript>${escapeHtml(t('noscript'))}</noscript>`)
    .replace('href="/manifest.webmanifest"', `href="${localizedPath('/manifest.webmanifest', locale)}"`);
}

/**
 * hreflang links to a public page in every language, absolute when the origin is trusted (what search
 * engines need), else relative; x-default is the English page, which also negotiates a first visit.
 */
export function hreflangLinks(path: string, origin: string | undefined): string {
  const href = (locale: Locale) => escapeHtml(`${origin ?? ''}${localizedPath(path, locale)}`);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('\n    ');
}

/** Puts tags (already HTML) at the end of a page's head. */
export function withHeadTags(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}

/**
 * Where an English address sends a reader who reads French: one who chose French with the switch (the
 * `lang` cookie), or on a first visit (no choice yet) a browser that prefers French; undefined: stay.
 * The answer varies with both headers, which `Vary` tells caches.
 */
export function frenchAddressFor(request: FastifyRequest, reply: FastifyReply): string | undefined {
  reply.header('vary', 'Accept-Language, Cookie');
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (splitLocalePath(request.url.split('?')[0] ?? '/').locale !== 'en') return undefined;
  const wanted = chosenLocale(request) ?? negotiateLocale(request.headers['accept-language']) ?? 'en';
  return wanted === 'en' ? undefined : localizedPath(request.url, wanted);
}

const NOT_FOUND_MESSAGE = apiMsg('request.notFound');

/** The API's answer for an address nothing serves (no page, no file), in the request's language. */
export function notFoundAnswer(request: FastifyRequest): { message: string } {
  return { message: localizeText(NOT_FOUND_MESSAGE, request.locale) };
}
