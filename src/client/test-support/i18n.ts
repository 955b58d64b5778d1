import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Namespace } from '../../shared/i18n/catalog-types';
import type { Locale } from '../../shared/i18n/locales';
import { createI18n, loadCatalog, type Translate, translator } from '../../shared/i18n/translator';

const files = import.meta.glob<Record<string, string>>('../../shared/i18n/catalogs/*/*.json', {
  eager: true,
  import: 'default',
});

/** A namespace's messages for a pure function's test (components get theirs from LocaleProvider). */
export function testT<N extends Namespace>(locale: Locale, namespace: N): Translate<N> {
  const i18n = createI18n(locale);
  i18n.setMessagesCompiler(compileMessage);
  loadCatalog(i18n, namespace, files[`../../shared/i18n/catalogs/${locale}/${namespace}.json`] ?? {});
  return translator(i18n, namespace);
}
