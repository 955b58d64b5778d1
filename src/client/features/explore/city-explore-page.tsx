import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { citySlug } from '../../../shared/city-slug';
import { LoadError } from '../../components/load-error';
import { citiesQueryOptions } from '../../lib/queries';
import { ExplorePage } from './explore-page';

/**
 * A city's page, /garage-sales/in/{slug}: Explore with that city chosen, once the cities are known (the
 * slug names one of them). The server has drawn the list already; it stays until this replaces it.
 */
export function CityExplorePage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const cities = useQuery(citiesQueryOptions);
  if (cities.isPending) {
    return (
      <div className="grid min-h-[40vh] place-items-center" role="status">
        <span className="text-neutral-600">Loading…</span>
      </div>
    );
  }
  if (cities.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <LoadError title="Failed to load cities" onRetry={() => cities.refetch()} />
      </div>
    );
  }
  const city = cities.data.find((name) => citySlug(name) === slug);
  return city === undefined ? notFound : <ExplorePage city={city} />;
}
