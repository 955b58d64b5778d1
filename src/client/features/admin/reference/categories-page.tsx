import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminCategory } from '../../../../shared/schemas/admin';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button } from '../../../components/ui/button';
import { ADMIN_PATHS, adminCategoriesQuery } from '../admin-api';
import { type Column, DataTable, EmptyRow, ListError, Td } from '../data-table';
import { RowActions, useRowDelete } from '../row-actions';
import { CATEGORY_CHANGE_KEYS, CategoryFormDialog } from './category-form-dialog';

const COLUMNS: Column[] = [
  'Name',
  'Description',
  'Icon',
  { label: 'Sales', end: true },
  { label: 'Actions', end: true },
];

/** /admin/categories (spec §2 Admin screens): the sale categories, with add, edit and delete. */
export function CategoriesPage() {
  const addButton = useRef<HTMLButtonElement>(null);
  // null: no dialog; { category: undefined }: adding; { category }: editing it.
  const [editing, setEditing] = useState<{ category?: AdminCategory } | null>(null);
  const remove = useRowDelete<AdminCategory>({
    path: ADMIN_PATHS.categories,
    title: 'Delete category',
    describe: (category) => `This deletes the category "${category.name}". This cannot be undone.`,
    success: 'Category deleted',
    failure: 'Failed to delete category',
    invalidate: CATEGORY_CHANGE_KEYS,
    focusAfterDelete: () => addButton.current,
  });

  return (
    <AdminPage
      title="Categories"
      description="The categories sellers pick for their garage sales and shoppers filter by."
      actions={
        <Button ref={addButton} onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      }
    >
      <CategoriesTable onEdit={(category) => setEditing({ category })} onDelete={remove.ask} />
      {editing && <CategoryFormDialog category={editing.category} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </AdminPage>
  );
}

function CategoriesTable({
  onEdit,
  onDelete,
}: {
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}) {
  const categories = useQuery(adminCategoriesQuery);
  if (categories.isError) {
    return <ListError title="Error loading categories" onRetry={() => categories.refetch()} />;
  }
  return (
    <DataTable columns={COLUMNS} caption="Categories">
      {categories.isPending ? (
        <EmptyRow columns={COLUMNS.length}>Loading categories…</EmptyRow>
      ) : categories.data.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>No categories yet. Add the first one.</EmptyRow>
      ) : (
        categories.data.map((category) => (
          <tr key={category.id}>
            <Td className="font-medium text-neutral-900">{category.name}</Td>
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
            <Td label="Sales" className="tabular-nums md:text-right">
              {category.saleCount}
            </Td>
            <Td className="py-1 max-md:pt-2">
              <RowActions
                name={category.name}
                onEdit={() => onEdit(category)}
                onDelete={() => onDelete(category)}
              />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
