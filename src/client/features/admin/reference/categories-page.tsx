import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../shared/schemas/admin';
import { useT } from '../../../lib/i18n';
import { adminCategoriesQuery } from '../admin-api';
import { ListError, Td } from '../data-table';
import { CategoryFormDialog } from './category-form-dialog';
import { CATEGORIES, kindWords } from './reference-kinds';
import { ReferenceScreen, ReferenceTable, type RowHandlers } from './reference-screen';

/** /admin/categories (spec §2 Admin screens): the sale categories, with add, edit and delete. */
export function CategoriesPage() {
  return <ReferenceScreen kind={CATEGORIES} Table={CategoriesTable} Dialog={CategoryFormDialog} />;
}

function CategoriesTable(handlers: RowHandlers<AdminCategory>) {
  const t = useT('admin');
  const words = kindWords(t, CATEGORIES).table;
  const categories = useQuery(adminCategoriesQuery);
  if (categories.isError) {
    return <ListError title={words.loadError} onRetry={() => categories.refetch()} />;
  }
  return (
    <ReferenceTable
      columns={[t('column.description'), t('column.icon')]}
      words={words}
      rows={categories.data}
      {...handlers}
      cells={(category) => (
        <>
          <Td label={t('column.description')} className="max-w-xs text-neutral-700">
            <span className="line-clamp-2">{category.description ?? '—'}</span>
          </Td>
          <Td label={t('column.icon')}>
            {category.iconName ? (
              <code className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs">{category.iconName}</code>
            ) : (
              '—'
            )}
          </Td>
        </>
      )}
    />
  );
}
