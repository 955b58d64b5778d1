import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../shared/schemas/admin';
import { adminCategoriesQuery } from '../admin-api';
import { ListError, Td } from '../data-table';
import { CategoryFormDialog } from './category-form-dialog';
import { CATEGORIES } from './reference-kinds';
import { ReferenceScreen, ReferenceTable, type RowHandlers } from './reference-screen';

/** /admin/categories (spec §2 Admin screens): the sale categories, with add, edit and delete. */
export function CategoriesPage() {
  return <ReferenceScreen kind={CATEGORIES} Table={CategoriesTable} Dialog={CategoryFormDialog} />;
}

function CategoriesTable(handlers: RowHandlers<AdminCategory>) {
  const categories = useQuery(adminCategoriesQuery);
  if (categories.isError) {
    return <ListError title="Error loading categories" onRetry={() => categories.refetch()} />;
  }
  return (
    <ReferenceTable
      columns={['Description', 'Icon']}
      caption="Categories"
      rows={categories.data}
      {...handlers}
      cells={(category) => (
        <>
          <Td label="Description" className="max-w-xs text-neutral-700">
            <span className="line-clamp-2">{category.description ?? '—'}</span>
          </Td>
          <Td label="Icon">
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
