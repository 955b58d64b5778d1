import { type I18n, setupI18n } from '@lingui/core';
import type { MessageKey, MessageValues, Namespace } from './catalog-types';
import type { Locale } from './locales';

/**
 * Lingui's runtime (decision 0025), shared by both sides: one I18n per language, each namespace's messages
 * loaded into it under 'namespace:key'. The client loads them compiled at build time (the Vite plugin in
 * scripts/lingui-catalogs.ts); the server compiles them when it starts (server/lib/server-i18n.ts).
 */

/** Looks up one namespace's messages: `t('nav.explore')`, `t('nav.myProduct', { productTitle })`. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: {} } });
}

/** Adds a namespace's catalogue (raw ICU text or Lingui's compiled form) to a language's I18n. */
export function loadCatalog(i18n: I18n, namespace: Namespace, messages: Record<string, unknown>): void {
  const prefixed: Record<string, never> = {};
  for (const [key, message] of Object.entries(messages)) prefixed[`${namespace}:${key}`] = message as never;
  i18n.load(i18n.locale, prefixed);
}

export function translator<N extends Namespace>(i18n: I18n, namespace: N): Translate<N> {
  return (key, values) => i18n._(`${namespace}:${key}`, values);
}
