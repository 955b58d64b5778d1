import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AdminCity,
  type CityForm,
  type CityFormInput,
  CityFormSchema,
} from '../../../../shared/schemas/admin';
import { registered, TextField } from '../../../components/form-fields';
import { FormDialog } from './form-dialog';
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

  return (
    <FormDialog form={form} fields={FIELDS} kind={CITIES} row={city} onClose={onClose}>
      <TextField label="Name" autoComplete="off" {...registered(form, 'name')} />
      <FrenchNameField {...registered(form, 'name_fr')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="State"
          autoComplete="off"
          autoCapitalize="characters"
          hint="Two letters, such as AB."
          {...registered(form, 'state')}
        />
        <TextField label="Zip code" autoComplete="off" hint="Optional." {...registered(form, 'zip_code')} />
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
            Active
          </label>
          <p id={`${activeId}-hint`} className="text-xs text-neutral-600">
            An inactive city is kept, but no longer offered to sellers or in the filters.
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
