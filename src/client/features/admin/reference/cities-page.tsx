import { useQuery } from '@tanstack/react-query';
import type { AdminCity } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { adminCitiesQuery } from '../admin-api';
import { ListError, Td } from '../data-table';
import { CityFormDialog } from './city-form-dialog';
import { CITIES, kindWords } from './reference-kinds';
import { ReferenceScreen, ReferenceTable, type RowHandlers } from './reference-screen';

/** /admin/cities (spec §2 Admin screens): every city, active or not, with add, edit and delete. */
export function CitiesPage() {
  return <ReferenceScreen kind={CITIES} Table={CitiesTable} Dialog={CityFormDialog} />;
}

function CitiesTable(handlers: RowHandlers<AdminCity>) {
  const t = useT('admin');
  const words = kindWords(t, CITIES).table;
  const cities = useQuery(adminCitiesQuery);
  if (cities.isError) return <ListError title={words.loadError} onRetry={() => cities.refetch()} />;
  return (
    <ReferenceTable
      columns={[t('column.state'), t('column.zipCode'), t('column.status')]}
      words={words}
      rows={cities.data}
      {...handlers}
      cells={(city) => (
        <>
          <Td label={t('column.state')}>{city.state}</Td>
          <Td label={t('column.zipCode')}>{city.zip_code ?? '—'}</Td>
          <Td label={t('column.status')}>
            {city.is_active ? (
              <Badge>{t('cities.active')}</Badge>
            ) : (
              <Badge variant="outline">{t('cities.inactive')}</Badge>
            )}
          </Td>
        </>
      )}
    />
  );
}
