import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { useConfig } from '../../lib/config';
import { readExploreFilters, writeExploreFilters } from './explore-url';

/**
 * The Explore filters live in the URL so a view can be bookmarked and shared. Changes replace the
 * history entry, so typing a search does not fill the Back button with every keystroke.
 */
export function useExploreFilters(): [SaleFilters, (filters: SaleFilters) => void] {
  const { today } = useConfig();
  const [params, setParams] = useSearchParams();
  const search = params.toString();

  const filters = useMemo(() => readExploreFilters(new URLSearchParams(search), today), [search, today]);

  const setFilters = useCallback(
    (next: SaleFilters) => {
      setParams((current) => writeExploreFilters(current, next, today), { replace: true });
    },
    [setParams, today],
  );

  return [filters, setFilters];
}
