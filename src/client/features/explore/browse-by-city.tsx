import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { cityPagePath, citySlug } from '../../../shared/city-slug';
import { useT } from '../../lib/i18n';
import { citiesQueryOptions } from '../../lib/queries';

/**
 * Links to each city's page (/garage-sales/in/{slug}), under the list: people and crawlers find the
 * city pages from Explore. The server draws the same list into a city page (seo/city-page.ts).
 */
export function BrowseByCity({ current }: { current?: string }) {
  const cities = useQuery(citiesQueryOptions);
  const t = useT('explore');
  const names = (cities.data ?? []).filter((name) => citySlug(name) !== '');
  if (names.length === 0) return null;
  return (
    <nav aria-labelledby="browse-by-city" className="mt-8 border-t border-neutral-200 pt-4">
      <h2 id="browse-by-city" className="mb-2 text-sm font-semibold text-neutral-700">
        {t('browseByCity')}
      </h2>
      {/* Each link 44 px tall on a phone, a finger's tap target (issue 22: they were 16 px). */}
      <ul className="flex flex-wrap gap-x-4 text-sm sm:gap-y-1">
        {names.map((name) => (
          <li key={name}>
            <Link
              href={cityPagePath(name)}
              aria-current={name === current ? 'page' : undefined}
              className="inline-flex min-h-11 min-w-11 items-center justify-center text-green-800 underline-offset-2 hover:underline sm:min-h-0 sm:min-w-0"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
