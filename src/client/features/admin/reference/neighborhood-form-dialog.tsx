import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type UseFormReturn, useForm } from 'react-hook-form';
import {
  type AdminNeighborhood,
  type NeighborhoodForm,
  type NeighborhoodFormInput,
  NeighborhoodFormSchema,
} from '../../../../shared/schemas/admin';
import { SelectField, TextAreaField, TextField } from '../../../components/form-fields';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { adminCitiesQuery } from '../admin-api';
import { FormDialog, useFieldOf } from './form-dialog';
import { FrenchNameField } from './french-name-field';
import { NEIGHBORHOODS } from './reference-kinds';

const FIELDS = ['name', 'nameFr', 'cityId', 'description'] as const;

/** Add a neighborhood (no `row`) or edit one: POST /api/admin/neighborhoods or PUT .../{id}. */
export function NeighborhoodFormDialog({
  row: neighborhood,
  onClose,
}: {
  row?: AdminNeighborhood;
  onClose: () => void;
}) {
  const form = useForm<NeighborhoodFormInput, unknown, NeighborhoodForm>({
    resolver: zodResolver(NeighborhoodFormSchema),
    defaultValues: {
      name: neighborhood?.name ?? '',
      nameFr: neighborhood?.nameFr ?? '',
      cityId: neighborhood?.cityId,
      description: neighborhood?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const t = useT('admin');
  const field = useFieldOf(form);
  const localize = useLocalizeMessage();

  return (
    <FormDialog form={form} fields={FIELDS} kind={NEIGHBORHOODS} row={neighborhood} onClose={onClose}>
      <TextField label={t('field.name')} autoComplete="off" {...field('name')} />
      <FrenchNameField {...field('nameFr')} />
      <CitySelect
        current={neighborhood}
        error={errors.cityId?.message && localize(errors.cityId.message)}
        form={form}
      />
      <TextAreaField label={t('field.description')} hint={t('common.optional')} {...field('description')} />
    </FormDialog>
  );
}

/**
 * Every city, inactive ones marked. The select mounts once the cities are known, so that an edited
 * neighborhood's city shows as chosen (react-hook-form sets a native select's value when it mounts).
 */
function CitySelect({
  current,
  error,
  form,
}: {
  current?: AdminNeighborhood;
  error?: string;
  form: UseFormReturn<NeighborhoodFormInput, unknown, NeighborhoodForm>;
}) {
  const t = useT('admin');
  const cities = useQuery(adminCitiesQuery);
  if (cities.isPending) {
    return (
      <p className="text-sm text-neutral-600" role="status">
        {t('field.city.loading')}
      </p>
    );
  }
  const options = (cities.data ?? []).map((city) => ({
    id: city.id,
    label: city.is_active ? city.name : t('field.city.inactive', { name: city.name }),
  }));
  if (current && !options.some((option) => option.id === current.cityId)) {
    options.unshift({ id: current.cityId, label: current.cityName });
  }
  return (
    <SelectField
      label={t('field.city')}
      error={error}
      hint={cities.isError ? t('field.city.failed') : undefined}
      {...form.register('cityId', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
    >
      <option value="">{t('field.city.choose')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
