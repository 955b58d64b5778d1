import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { describeSearch, savedFilters } from '../../../shared/saved-search-name';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { LoadError } from '../../components/load-error';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { categoriesQueryOptions } from '../../lib/queries';
import { savedSearchesQueryOptions } from '../../lib/saved-searches';
import { AccountHeading } from './account-heading';
import { SavedSearchItem } from './saved-search-item';

/** /account/saved-searches: the searches saved from Explore, to open, rename, mail or delete. */
export function SavedSearchesPage() {
  useDocumentTitle('Saved searches');
  return (
    <RequireSignIn description="Please sign in to see your saved searches">
      {() => <SavedSearchesScreen />}
    </RequireSignIn>
  );
}

function SavedSearchesScreen() {
  const searches = useQuery(savedSearchesQueryOptions);
  const categories = useQuery(categoriesQueryOptions);
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((category) => [category.id, category.name])),
    [categories.data],
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <AccountHeading
        title="Saved searches"
        text="Searches you saved on Explore. Each can send you a daily email when new sales match it."
      />
      {searches.isError ? (
        <LoadError title="Error loading your saved searches" onRetry={() => void searches.refetch()} />
      ) : searches.isPending ? (
        <p role="status" className="text-neutral-600">
          Loading…
        </p>
      ) : searches.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
          <Search className="size-9 text-neutral-500" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-neutral-900">No saved searches yet</h2>
          <p className="text-neutral-700">Choose filters on Explore, then press “Save this search”.</p>
          <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
            Go to Explore
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Your saved searches" data-testid="saved-search-list">
          {searches.data.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              description={describeSearch(savedFilters(search.filters), categoryNames)}
            />
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-neutral-700">
        Daily emails also need{' '}
        <Link
          href="/account/notifications"
          className="font-medium text-green-800 underline underline-offset-4"
        >
          saved-search emails turned on
        </Link>{' '}
        and a verified address.
      </p>
    </div>
  );
}
