import { useQuery } from '@tanstack/react-query';
import type { AdminCity } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { adminCitiesQuery } from '../admin-api';
import { ListError, Td } from '../data-table';
import { CityFormDialog } from './city-form-dialog';
import { CITIES } from './reference-kinds';
import { ReferenceScreen, ReferenceTable, type RowHandlers } from './reference-screen';

/** /admin/cities (spec §2 Admin screens): every city, active or not, with add, edit and delete. */
export function CitiesPage() {
  return <ReferenceScreen kind={CITIES} Table={CitiesTable} Dialog={CityFormDialog} />;
}

function CitiesTable(handlers: RowHandlers<AdminCity>) {
  const cities = useQuery(adminCitiesQuery);
  if (cities.isError) return <ListError title="Error loading cities" onRetry={() => cities.refetch()} />;
  return (
    <ReferenceTable
      columns={['State', 'Zip code', 'Status']}
      caption="Cities"
      rows={cities.data}
      {...handlers}
      cells={(city) => (
        <>
          <Td label="State">{city.state}</Td>
          <Td label="Zip code">{city.zip_code ?? '—'}</Td>
          <Td label="Status">
            {city.is_active ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>}
          </Td>
        </>
      )}
    />
  );
}
