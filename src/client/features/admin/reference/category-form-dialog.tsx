import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminCategory,
  type CategoryForm,
  type CategoryFormInput,
  CategoryFormSchema,
} from '../../../../shared/schemas/admin';
import { registered, TextAreaField, TextField } from '../../../components/form-fields';
import { ADMIN_PATHS, PUBLIC_REFERENCE_KEYS } from '../admin-api';
import { FormDialog } from './form-dialog';

const FIELDS = ['name', 'description', 'iconName'] as const;

/** Sales carry their categories' names: the sales lists are read again after a change too. */
export const CATEGORY_CHANGE_KEYS = [ADMIN_PATHS.categories, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS];

const WORDING = {
  add: {
    title: 'Add Category',
    description: 'Sellers pick one or more categories for each garage sale.',
    success: 'Category created',
    failure: 'Failed to create category',
  },
  edit: {
    title: 'Edit Category',
    description: 'A new name shows on every garage sale in this category.',
    success: 'Category updated',
    failure: 'Failed to update category',
  },
};

/** Add a category (no `category`) or edit one: POST /api/admin/categories or PUT .../{id}. */
export function CategoryFormDialog({ category, onClose }: { category?: AdminCategory; onClose: () => void }) {
  const form = useForm<CategoryFormInput, unknown, CategoryForm>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      iconName: category?.iconName ?? '',
    },
  });

  return (
    <FormDialog
      form={form}
      fields={FIELDS}
      path={ADMIN_PATHS.categories}
      edit={category && { id: category.id, method: 'PUT' }}
      wording={WORDING}
      invalidate={CATEGORY_CHANGE_KEYS}
      onClose={onClose}
    >
      <TextField label="Name" autoComplete="off" {...registered(form, 'name')} />
      <TextAreaField label="Description" hint="Optional." {...registered(form, 'description')} />
      <TextField
        label="Icon name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Optional. A Lucide icon's name, such as sofa or baby."
        {...registered(form, 'iconName')}
      />
    </FormDialog>
  );
}
