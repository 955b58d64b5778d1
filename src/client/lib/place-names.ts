import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CityDetailsSchema } from '../../shared/schemas/reference';
import { getJson } from './api';
import { useLocale } from './i18n';

/*
 * Cities and neighbourhoods named in the reader's language where the county gave them a French name
 * (decision 0025, "Names in two languages"). Only the label changes: a choice's value stays the official
 * name, which is what a sale stores and a filter sends, so a French page finds the same sales.
 */

export const cityDetailsQueryOptions = {
  queryKey: ['/api/cities/details'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getJson('/api/cities/details', { schema: CityDetailsSchema, signal }),
};

/** A city's name as the reader sees it: its French name on a French page (read once), else the official. */
export function useCityLabel(): (name: string) => string {
  const french = useLocale() === 'fr';
  // English pages never ask: the official names are what they show.
  const details = useQuery({ ...cityDetailsQueryOptions, enabled: french });
  return useCallback(
    (name: string) => (french && details.data?.find((city) => city.name === name)?.nameFr) || name,
    [french, details.data],
  );
}

/** A neighbourhood's name as the reader sees it (the list of neighbourhoods carries both). */
export function useNeighborhoodLabel(): (neighborhood: { name: string; nameFr?: string | null }) => string {
  const french = useLocale() === 'fr';
  return useCallback((neighborhood) => (french && neighborhood.nameFr) || neighborhood.name, [french]);
}
