import { useQuery } from '@tanstack/react-query';
import { MapPinOff } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { citySlug } from '../../../shared/city-slug';
import { LoadError } from '../../components/load-error';
import { LoadingPanel } from '../../components/loading-panel';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { citiesQueryOptions } from '../../lib/queries';
import { BrowseByCity } from './browse-by-city';
import { ExplorePage } from './explore-page';

/**
 * A city's page, /garage-sales/in/{slug}: Explore with that city chosen, once the cities are known (the
 * slug names one of them). The server has drawn the list already; it stays until this replaces it.
 */
export function CityExplorePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const cities = useQuery(citiesQueryOptions);
  const t = useT('explore');
  if (cities.isPending) {
    return <LoadingPanel />;
  }
  if (cities.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <LoadError title={t('city.loadFailed')} onRetry={() => cities.refetch()} />
      </div>
    );
  }
  const city = cities.data.find((name) => citySlug(name) === slug);
  return city === undefined ? <UnknownCity slug={slug} /> : <ExplorePage city={city} />;
}

/**
 * A city page whose city the site does not have (a mistyped or old link): says so in words a shopper
 * reads, and offers the cities there are and Explore. The generic 404 page (spec §2's words) is for
 * addresses the router does not know at all.
 */
function UnknownCity({ slug }: { slug: string }) {
  const noun = useProductNoun();
  const t = useT('explore');
  useDocumentTitle(t('city.notFound.title'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <MapPinOff className="size-7 shrink-0 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold break-words text-neutral-900">
            {t('city.notFound.heading', { slug })}
          </h1>
        </div>
        <p className="mt-4 text-neutral-700">{t('city.notFound.body', { productSingular: noun.singular })}</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('city.notFound.explore', { productPlural: noun.plural })}
        </Link>
        <BrowseByCity />
      </div>
    </div>
  );
}
