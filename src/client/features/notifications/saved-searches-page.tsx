import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { describeSearch, savedFilters } from '../../../shared/saved-search-name';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { LoadError } from '../../components/load-error';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { categoriesQueryOptions } from '../../lib/queries';
import { savedSearchesQueryOptions } from '../../lib/saved-searches';
import { AccountHeading } from './account-heading';
import { SavedSearchItem } from './saved-search-item';

/** /account/saved-searches: the searches saved from Explore, to open, rename, mail or delete. */
export function SavedSearchesPage() {
  const t = useT('notifications');
  useDocumentTitle(t('searches.title'));
  return <RequireSignIn description={t('searches.signIn')}>{() => <SavedSearchesScreen />}</RequireSignIn>;
}

function SavedSearchesScreen() {
  const searches = useQuery(savedSearchesQueryOptions);
  const categories = useQuery(categoriesQueryOptions);
  const t = useT('notifications');
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <AccountHeading title={t('searches.title')} text={t('searches.intro')} />
      {searches.isError ? (
        <LoadError title={t('searches.loadError')} onRetry={() => void searches.refetch()} />
      ) : searches.isPending ? (
        <p role="status" className="text-neutral-600">
          {t('loading')}
        </p>
      ) : searches.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
          <Search className="size-9 text-neutral-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-neutral-900">{t('searches.empty.title')}</h2>
          <p className="text-neutral-700">{t('searches.empty.text')}</p>
          <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
            {t('toExplore')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t('searches.list')} data-testid="saved-search-list">
          {searches.data.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              description={describeSearch(savedFilters(search.filters), categoryNames, t)}
            />
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-neutral-700">
        {t('searches.footer.before')}{' '}
        <Link
          href="/account/notifications"
          className="font-medium text-green-800 underline underline-offset-4"
        >
          {t('searches.footer.link')}
        </Link>{' '}
        {t('searches.footer.after')}
      </p>
    </div>
  );
}
