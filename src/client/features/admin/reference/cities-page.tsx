import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminCity } from '../../../../shared/schemas/admin';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ADMIN_PATHS, adminCitiesQuery } from '../admin-api';
import { type Column, DataTable, EmptyRow, ListError, Td } from '../data-table';
import { RowActions, useRowDelete } from '../row-actions';
import { CITY_CHANGE_KEYS, CityFormDialog } from './city-form-dialog';

const COLUMNS: Column[] = [
  'Name',
  'State',
  'Zip code',
  'Status',
  { label: 'Sales', end: true },
  { label: 'Actions', end: true },
];

/** /admin/cities (spec §2 Admin screens): every city, active or not, with add, edit and delete. */
export function CitiesPage() {
  const addButton = useRef<HTMLButtonElement>(null);
  // null: no dialog; { city: undefined }: adding; { city }: editing that city.
  const [editing, setEditing] = useState<{ city?: AdminCity } | null>(null);
  const remove = useRowDelete<AdminCity>({
    path: ADMIN_PATHS.cities,
    title: 'Delete city',
    describe: (city) =>
      `This deletes the city "${city.name}". Its neighborhoods are deleted with it. This cannot be undone.`,
    success: 'City deleted successfully',
    failure: 'Failed to delete city',
    invalidate: CITY_CHANGE_KEYS,
    focusAfterDelete: () => addButton.current,
  });

  return (
    <AdminPage
      title="Cities"
      description="The cities sellers choose from. A city used by garage sales is marked Inactive rather than deleted."
      actions={
        <Button ref={addButton} onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add City
        </Button>
      }
    >
      <CitiesTable onEdit={(city) => setEditing({ city })} onDelete={remove.ask} />
      {editing && <CityFormDialog city={editing.city} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </AdminPage>
  );
}

function CitiesTable({
  onEdit,
  onDelete,
}: {
  onEdit: (city: AdminCity) => void;
  onDelete: (city: AdminCity) => void;
}) {
  const cities = useQuery(adminCitiesQuery);
  if (cities.isError) return <ListError title="Error loading cities" onRetry={() => cities.refetch()} />;
  return (
    <DataTable columns={COLUMNS} caption="Cities">
      {cities.isPending ? (
        <EmptyRow columns={COLUMNS.length}>Loading cities…</EmptyRow>
      ) : cities.data.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>No cities yet. Add the first one.</EmptyRow>
      ) : (
        cities.data.map((city) => (
          <tr key={city.id}>
            <Td className="font-medium text-neutral-900">{city.name}</Td>
            <Td label="State">{city.state}</Td>
            <Td label="Zip code">{city.zip_code ?? '—'}</Td>
            <Td label="Status">
              {city.is_active ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>}
            </Td>
            <Td label="Sales" className="tabular-nums md:text-right">
              {city.saleCount}
            </Td>
            <Td className="py-1 max-md:pt-2">
              <RowActions name={city.name} onEdit={() => onEdit(city)} onDelete={() => onDelete(city)} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
