import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  type MessageKey,
  type MessageValues,
  NAMESPACES,
  type Namespace,
} from '../../shared/i18n/catalog-types';
import type { Locale } from '../../shared/i18n/locales';
import { fillPlaceholders, validationEntryOf } from '../../shared/i18n/messages';
import { createI18n, loadCatalog, type Translate, translator } from '../../shared/i18n/translator';
import { catalogOf } from './catalogs';

/**
 * The server's words (decision 0025): one Lingui I18n per language holding every namespace, compiled
 * from the catalogues' ICU text when first used (Lingui compiles by itself only outside production).
 */
const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    i18n.setMessagesCompiler(compileMessage);
    for (const namespace of NAMESPACES) loadCatalog(i18n, namespace, catalogOf(locale, namespace));
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A namespace's messages in `locale`: `serverT('fr', 'mail')('reset.subject', { siteName })`. */
export function serverT<N extends Namespace>(locale: Locale, namespace: N): Translate<N> {
  return translator(i18nFor(locale), namespace);
}

/** The server-only namespaces of API texts: words no browser needs, so kept out of `validation`. */
export type ApiNamespace = 'adminApi' | 'api-texts' | 'events-api';

const apiEntries = new Map<string, { namespace: ApiNamespace; key: string; values?: MessageValues }>();

/**
 * An API text the server writes itself (a service's error, a route's answer) in English, remembered as
 * `msg` remembers a schema's message, so that the error handler and `localizeText` answer it in the
 * request's language. Its words live in a server-only namespace: `validation`'s English entries travel in
 * Explore's first script (decision 0025), these never reach a browser. English entries use plain {name}
 * placeholders only, as `validation`'s do.
 */
export function apiText<N extends ApiNamespace>(
  namespace: N,
  key: MessageKey<N>,
  values?: MessageValues,
): string {
  const text = fillPlaceholders(catalogOf('en', namespace)[key] ?? key, values);
  if (!apiEntries.has(text)) apiEntries.set(text, values ? { namespace, key, values } : { namespace, key });
  return text;
}

/**
 * A shared schema's message or an API error text (written in English with `msg` or `apiText`) in
 * `locale`; any other text as it is.
 */
export function localizeText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const entry = validationEntryOf(text);
  if (entry) return serverT(locale, entry.namespace)(entry.key as never, entry.values);
  const api = apiEntries.get(text);
  return api ? serverT(locale, api.namespace)(api.key as never, api.values) : text;
}
