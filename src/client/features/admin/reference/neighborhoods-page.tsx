import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { AdminNeighborhood } from '../../../../shared/schemas/admin';
import { useT } from '../../../lib/i18n';
import { adminNeighborhoodsQuery } from '../admin-api';
import { ListError, Td } from '../data-table';
import { NeighborhoodFormDialog } from './neighborhood-form-dialog';
import { kindWords, NEIGHBORHOODS } from './reference-kinds';
import { ReferenceScreen, ReferenceTable, type RowHandlers } from './reference-screen';

/** /admin/neighborhoods (spec §2 Admin screens): every city's neighborhoods, with a filter by city. */
export function NeighborhoodsPage() {
  return <ReferenceScreen kind={NEIGHBORHOODS} Table={NeighborhoodsTable} Dialog={NeighborhoodFormDialog} />;
}

function NeighborhoodsTable(handlers: RowHandlers<AdminNeighborhood>) {
  const t = useT('admin');
  const words = kindWords(t, NEIGHBORHOODS).table;
  const filterId = useId();
  const neighborhoods = useQuery(adminNeighborhoodsQuery);
  const [cityFilter, setCityFilter] = useState('');
  // The filter offers the cities that have neighborhoods, in the list's order (by city name).
  const cities = useMemo(() => {
    const byId = new Map<number, string>();
    for (const neighborhood of neighborhoods.data ?? []) byId.set(neighborhood.cityId, neighborhood.cityName);
    return [...byId].map(([id, name]) => ({ id: String(id), name }));
  }, [neighborhoods.data]);
  // A filter on a city whose last neighborhood was just deleted falls back to all cities.
  const filter = cities.some((city) => city.id === cityFilter) ? cityFilter : '';

  if (neighborhoods.isError) {
    return <ListError title={words.loadError} onRetry={() => neighborhoods.refetch()} />;
  }
  const all = neighborhoods.data ?? [];
  const shown = filter ? all.filter((neighborhood) => String(neighborhood.cityId) === filter) : all;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-neutral-800">
            {t('neighborhoods.filter')}
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setCityFilter(event.target.value)}
            className="block h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700"
          >
            <option value="">{t('neighborhoods.allCities')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        {!neighborhoods.isPending && (
          <p className="pb-2 text-sm text-neutral-600" aria-live="polite">
            {filter
              ? t('neighborhoods.countOf', { shown: shown.length, count: all.length })
              : t('neighborhoods.count', { count: all.length })}
          </p>
        )}
      </div>
      <ReferenceTable
        columns={[t('column.city'), t('column.description')]}
        words={words}
        rows={neighborhoods.isPending ? undefined : shown}
        {...handlers}
        cells={(neighborhood) => (
          <>
            <Td label={t('column.city')}>{neighborhood.cityName}</Td>
            <Td label={t('column.description')} className="max-w-xs text-neutral-700">
              <span className="line-clamp-2">{neighborhood.description ?? '—'}</span>
            </Td>
          </>
        )}
      />
    </>
  );
}
