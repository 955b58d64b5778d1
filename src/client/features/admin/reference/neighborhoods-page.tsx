import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import type { AdminNeighborhood } from '../../../../shared/schemas/admin';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button } from '../../../components/ui/button';
import { ADMIN_PATHS, adminNeighborhoodsQuery } from '../admin-api';
import { type Column, DataTable, EmptyRow, ListError, Td } from '../data-table';
import { RowActions, useRowDelete } from '../row-actions';
import { NEIGHBORHOOD_CHANGE_KEYS, NeighborhoodFormDialog } from './neighborhood-form-dialog';

const COLUMNS: Column[] = [
  'Name',
  'City',
  'Description',
  { label: 'Sales', end: true },
  { label: 'Actions', end: true },
];

/** /admin/neighborhoods (spec §2 Admin screens): every city's neighborhoods, with a filter by city. */
export function NeighborhoodsPage() {
  const addButton = useRef<HTMLButtonElement>(null);
  // null: no dialog; { neighborhood: undefined }: adding; { neighborhood }: editing it.
  const [editing, setEditing] = useState<{ neighborhood?: AdminNeighborhood } | null>(null);
  const remove = useRowDelete<AdminNeighborhood>({
    path: ADMIN_PATHS.neighborhoods,
    title: 'Delete neighborhood',
    describe: (neighborhood) =>
      `This deletes the neighborhood "${neighborhood.name}" of ${neighborhood.cityName}. This cannot be undone.`,
    success: 'Neighborhood deleted',
    failure: 'Failed to delete neighborhood',
    invalidate: NEIGHBORHOOD_CHANGE_KEYS,
    focusAfterDelete: () => addButton.current,
  });

  return (
    <AdminPage
      title="Neighborhoods"
      description="The neighborhoods of each city, which sellers may give for their garage sale."
      actions={
        <Button ref={addButton} onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add Neighborhood
        </Button>
      }
    >
      <NeighborhoodsTable onEdit={(neighborhood) => setEditing({ neighborhood })} onDelete={remove.ask} />
      {editing && (
        <NeighborhoodFormDialog neighborhood={editing.neighborhood} onClose={() => setEditing(null)} />
      )}
      {remove.dialog}
    </AdminPage>
  );
}

function NeighborhoodsTable({
  onEdit,
  onDelete,
}: {
  onEdit: (neighborhood: AdminNeighborhood) => void;
  onDelete: (neighborhood: AdminNeighborhood) => void;
}) {
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
    return <ListError title="Error loading neighborhoods" onRetry={() => neighborhoods.refetch()} />;
  }
  const all = neighborhoods.data ?? [];
  const shown = filter ? all.filter((neighborhood) => String(neighborhood.cityId) === filter) : all;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-neutral-800">
            Filter by city
          </label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setCityFilter(event.target.value)}
            className="block h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700"
          >
            <option value="">All cities</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        {!neighborhoods.isPending && (
          <p className="pb-2 text-sm text-neutral-600" aria-live="polite">
            {filter ? `${shown.length} of ${all.length} neighborhoods` : `${all.length} neighborhoods`}
          </p>
        )}
      </div>
      <DataTable columns={COLUMNS} caption="Neighborhoods">
        {neighborhoods.isPending ? (
          <EmptyRow columns={COLUMNS.length}>Loading neighborhoods…</EmptyRow>
        ) : shown.length === 0 ? (
          <EmptyRow columns={COLUMNS.length}>No neighborhoods yet. Add the first one.</EmptyRow>
        ) : (
          shown.map((neighborhood) => (
            <tr key={neighborhood.id}>
              <Td className="font-medium text-neutral-900">{neighborhood.name}</Td>
              <Td label="City">{neighborhood.cityName}</Td>
              <Td label="Description" className="max-w-xs text-neutral-700">
                <span className="line-clamp-2">{neighborhood.description ?? '—'}</span>
              </Td>
              <Td label="Sales" className="tabular-nums md:text-right">
                {neighborhood.saleCount}
              </Td>
              <Td className="py-1 max-md:pt-2">
                <RowActions
                  name={neighborhood.name}
                  onEdit={() => onEdit(neighborhood)}
                  onDelete={() => onDelete(neighborhood)}
                />
              </Td>
            </tr>
          ))
        )}
      </DataTable>
    </>
  );
}
