import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { cityPagePath } from '../../../shared/city-slug';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { useConfig } from '../../lib/config';
import { readExploreFilters, writeExploreFilters } from './explore-url';

/**
 * The Explore filters live in the URL so a view can be bookmarked and shared. Changes replace the
 * history entry, so typing a search does not fill the Back button with every keystroke.
 *
 * On a city's page (`city`) the path holds the city and the query the other filters; choosing another
 * city goes to that city's page, clearing it goes to Explore's own ('/'), the other filters kept.
 */
export function useExploreFilters(city?: string): [SaleFilters, (filters: SaleFilters) => void] {
  const { today } = useConfig();
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const search = params.toString();

  const filters = useMemo(() => {
    const read = readExploreFilters(new URLSearchParams(search), today);
    return city === undefined ? read : { ...read, city };
  }, [search, today, city]);

  const setFilters = useCallback(
    (next: SaleFilters) => {
      if (city === undefined || next.city === city) {
        const written = city === undefined ? next : { ...next, city: undefined };
        setParams((current) => writeExploreFilters(current, written, today), { replace: true });
        return;
      }
      const query = writeExploreFilters(new URLSearchParams(), { ...next, city: undefined }, today);
      const path = next.city ? cityPagePath(next.city) : '/';
      navigate(query.size > 0 ? `${path}?${query}` : path);
    },
    [setParams, navigate, today, city],
  );

  return [filters, setFilters];
}
