import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminCategory,
  type CategoryForm,
  type CategoryFormInput,
  CategoryFormSchema,
} from '../../../../shared/schemas/admin';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { useT } from '../../../lib/i18n';
import { FormDialog, useFieldOf } from './form-dialog';
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

  const t = useT('admin');
  const field = useFieldOf(form);
  return (
    <FormDialog form={form} fields={FIELDS} kind={CATEGORIES} row={category} onClose={onClose}>
      <TextField label={t('field.name')} autoComplete="off" {...field('name')} />
      <FrenchNameField {...field('nameFr')} />
      <TextAreaField label={t('field.description')} hint={t('common.optional')} {...field('description')} />
      <TextField
        label={t('field.iconName')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={t('field.iconName.hint')}
        {...field('iconName')}
      />
    </FormDialog>
  );
}
