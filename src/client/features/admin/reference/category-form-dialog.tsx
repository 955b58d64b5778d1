import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminCategory,
  type CategoryForm,
  type CategoryFormInput,
  CategoryFormSchema,
} from '../../../../shared/schemas/admin';
import { registered, TextAreaField, TextField } from '../../../components/form-fields';
import { FormDialog } from './form-dialog';
import { FrenchNameField } from './french-name-field';
import { CATEGORIES } from './reference-kinds';

const FIELDS = ['name', 'nameFr', 'description', 'iconName'] as const;

/** Add a category (no `row`) or edit one: POST /api/admin/categories or PUT .../{id}. */
export function CategoryFormDialog({ row: category, onClose }: { row?: AdminCategory; onClose: () => void }) {
  const form = useForm<CategoryFormInput, unknown, CategoryForm>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      nameFr: category?.nameFr ?? '',
      description: category?.description ?? '',
      iconName: category?.iconName ?? '',
    },
  });

  return (
    <FormDialog form={form} fields={FIELDS} kind={CATEGORIES} row={category} onClose={onClose}>
      <TextField label="Name" autoComplete="off" {...registered(form, 'name')} />
      <FrenchNameField {...registered(form, 'nameFr')} />
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
