import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminCategory,
  type CategoryForm,
  type CategoryFormInput,
  CategoryFormSchema,
} from '../../../../../shared/schemas/admin';
import { TextAreaField, TextField } from '../../../../components/form-fields';
import { apiRequest } from '../../../../lib/api';
import { ADMIN_PATHS, PUBLIC_REFERENCE_KEYS, useAdminMutation } from '../../admin-api';
import { FormDialog } from '../../form-dialog';

const FIELDS = ['name', 'description', 'iconName'] as const;

/** Sales carry their categories' names: the sales lists are read again after a change too. */
export const CATEGORY_CHANGE_KEYS = [ADMIN_PATHS.categories, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS];

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
  const save = useAdminMutation({
    mutationFn: (values: CategoryForm) =>
      category
        ? apiRequest('PUT', `${ADMIN_PATHS.categories}/${category.id}`, values)
        : apiRequest('POST', ADMIN_PATHS.categories, values),
    success: { title: category ? 'Category updated' : 'Category created' },
    failure: category ? 'Failed to update category' : 'Failed to create category',
    invalidate: CATEGORY_CHANGE_KEYS,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title={category ? 'Edit Category' : 'Add Category'}
      description={
        category
          ? 'A new name shows on every garage sale in this category.'
          : 'Sellers pick one or more categories for each garage sale.'
      }
      form={form}
      fields={FIELDS}
      onSubmit={(values) => save.mutateAsync(values)}
      onClose={onClose}
    >
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextAreaField
        label="Description"
        hint="Optional."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label="Icon name"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="Optional. A Lucide icon's name, such as sofa or baby."
        error={errors.iconName?.message}
        {...form.register('iconName')}
      />
    </FormDialog>
  );
}
