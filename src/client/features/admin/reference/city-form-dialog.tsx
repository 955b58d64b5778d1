import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminCity,
  type CityForm,
  type CityFormInput,
  CityFormSchema,
} from '../../../../shared/schemas/admin';
import { TextField } from '../../../components/form-fields';
import { useT } from '../../../lib/i18n';
import { FormDialog, useFieldOf } from './form-dialog';
import { FrenchNameField } from './french-name-field';
import { CITIES } from './reference-kinds';

const FIELDS = ['name', 'name_fr', 'state', 'zip_code', 'is_active'] as const;

/** Add a city (no `row`) or edit one: POST /api/admin/cities or PATCH /api/admin/cities/{id}. */
export function CityFormDialog({ row: city, onClose }: { row?: AdminCity; onClose: () => void }) {
  const activeId = useId();
  const form = useForm<CityFormInput, unknown, CityForm>({
    resolver: zodResolver(CityFormSchema),
    defaultValues: {
      name: city?.name ?? '',
      name_fr: city?.name_fr ?? '',
      state: city?.state ?? '',
      zip_code: city?.zip_code ?? '',
      is_active: city?.is_active ?? true,
    },
  });

  const t = useT('admin');
  const field = useFieldOf(form);
  return (
    <FormDialog form={form} fields={FIELDS} kind={CITIES} row={city} onClose={onClose}>
      <TextField label={t('field.name')} autoComplete="off" {...field('name')} />
      <FrenchNameField {...field('name_fr')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('field.state')}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('field.state.hint')}
          {...field('state')}
        />
        <TextField
          label={t('field.zipCode')}
          autoComplete="off"
          hint={t('common.optional')}
          {...field('zip_code')}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={activeId}
          type="checkbox"
          aria-describedby={`${activeId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-green-700"
          {...form.register('is_active')}
        />
        <div>
          <label htmlFor={activeId} className="text-sm font-medium text-neutral-800">
            {t('field.active')}
          </label>
          <p id={`${activeId}-hint`} className="text-xs text-neutral-600">
            {t('field.active.hint')}
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
