import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocale, useT } from '../../../lib/i18n';
import { cityDetailsQueryOptions } from '../../../lib/place-names';
import type { EventFormValues } from './event-form-values';

/**
 * The event's area: a box per active city (and the event's own, should one have become inactive); none
 * ticked means the whole county, as the hint says.
 */
export function EventCitiesField({
  form,
  own = [],
}: {
  form: UseFormReturn<EventFormValues, unknown, unknown>;
  own?: { id: number; name: string }[];
}) {
  const t = useT('events-admin');
  const french = useLocale() === 'fr';
  const hintId = useId();
  const cities = useQuery(cityDetailsQueryOptions);
  const chosen = form.watch('cityIds');
  const listed = [
    ...(cities.data ?? []),
    ...own
      .filter((city) => !cities.data?.some((active) => active.id === city.id))
      .map((c) => ({ ...c, nameFr: null })),
  ];
  const toggle = (id: number, on: boolean) =>
    form.setValue('cityIds', on ? [...chosen, id] : chosen.filter((other) => other !== id), {
      shouldDirty: true,
    });
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{t('admin.form.cities')}</legend>
      <p id={hintId} className="mb-2 text-xs text-neutral-600">
        {t('admin.form.cities.hint')}
      </p>
      {cities.isPending ? (
        <p className="text-sm text-neutral-600">{t('admin.form.cities.loading')}</p>
      ) : cities.isError ? (
        <p className="text-sm text-red-700">{t('admin.form.cities.failed')}</p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-neutral-200 p-2 sm:grid-cols-2">
          {listed.map((city) => (
            <li key={city.id}>
              <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-800 sm:min-h-8">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-green-700"
                  checked={chosen.includes(city.id)}
                  onChange={(event) => toggle(city.id, event.target.checked)}
                />
                {(french && city.nameFr) || city.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
