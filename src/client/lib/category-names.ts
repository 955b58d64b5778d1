import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CategoryRef } from '../../shared/schemas/reference';
import { useLocale } from './i18n';
import { categoriesQueryOptions } from './queries';

/**
 * A sale's categories in the reader's language (issue 24). Sales carry `{id, name}` with the official
 * name, one answer for every reader (decision 0025, "Names in two languages"); a French page names them by
 * id from the categories list (its French names), and shows the official name until that list is there
 * or where a category has no French name. An English page asks for nothing.
 */
export function useCategoryName(): (category: CategoryRef) => string {
  const french = useLocale() !== 'en';
  const { data } = useQuery({ ...categoriesQueryOptions, enabled: french });
  return useMemo(() => {
    if (!french || !data) return (category: CategoryRef) => category.name;
    const names = new Map(data.map((category) => [category.id, category.name]));
    return (category: CategoryRef) => names.get(category.id) ?? category.name;
  }, [french, data]);
}
