import type { FastifyInstance, FastifyRequest } from 'fastify';
import { negotiateLocale } from '../../shared/i18n/accept-language';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  splitLocalePath,
} from '../../shared/i18n/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's answer (decision 0025); set before any handler runs. */
    locale: Locale;
  }
}

/** The language a reader chose with the switch (the `lang` cookie), if any. */
export function chosenLocale(request: FastifyRequest): Locale | undefined {
  const value = request.cookies[LOCALE_COOKIE];
  return isLocale(value) ? value : undefined;
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A page is in the language of its address (/fr/... is French, the spec's routes English). The API
 * answers in the language the request asks for: the app sends its page's language as Accept-Language
 * (client/lib/api.ts); a client that sends none gets the reader's chosen language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const path = request.url.split('?')[0] ?? '/';
  if (!isApiPath(path)) return splitLocalePath(path).locale;
  return negotiateLocale(request.headers['accept-language']) ?? chosenLocale(request) ?? DEFAULT_LOCALE;
}

/** Registered after the cookie plugin, so that the `lang` cookie can be read. */
export function registerRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request);
  });
}
