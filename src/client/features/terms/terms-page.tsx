import { useQuery } from '@tanstack/react-query';
import { INTL_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import { termsQueryOptions } from '../../lib/queries';

/** Plain text as paragraphs: a blank line parts them, a single line break stays (no HTML is read). */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The day the terms changed: the browser's own date in English (as before), '26 novembre 2026' in French. */
function changedOn(updatedAt: string, locale: Locale): string {
  const date = new Date(updatedAt);
  if (locale === 'en') return date.toLocaleDateString();
  return date.toLocaleDateString(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric' });
}

/** /terms: the terms and conditions the register form asks to agree to (an administrator edits them). */
export function TermsPage() {
  const t = useT('sale-page');
  const locale = useLocale();
  useDocumentTitle(t('terms.title'));
  const terms = useQuery(termsQueryOptions);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{t('terms.title')}</h1>
      {terms.isError ? (
        <div className="mt-6">
          <LoadError title={t('terms.loadError')} onRetry={() => void terms.refetch()} />
        </div>
      ) : terms.isPending ? (
        <p className="mt-6 text-neutral-600" role="status">
          {t('terms.loading')}
        </p>
      ) : (
        <div className="mt-6 space-y-4 text-neutral-800" data-testid="terms-text">
          {paragraphsOf(terms.data.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order, never moved
            <p key={index} className="break-words whitespace-pre-line">
              {paragraph}
            </p>
          ))}
          {terms.data.updatedAt && (
            <p className="text-sm text-neutral-600">
              {t('terms.updated', { date: changedOn(terms.data.updatedAt, locale) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
