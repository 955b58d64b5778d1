import type { I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { NAMESPACES, type Namespace } from '../../shared/i18n/catalog-types';
import type { Locale } from '../../shared/i18n/locales';
import { validationEntryOf } from '../../shared/i18n/messages';
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

/**
 * A shared schema's message or an API error text (written in English with `msg`) in `locale`; any other
 * text as it is.
 */
export function localizeText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const entry = validationEntryOf(text);
  return entry ? serverT(locale, entry.namespace)(entry.key as never, entry.values) : text;
}
