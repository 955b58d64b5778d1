import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useFieldOf } from '../reference/form-dialog';
import { EventCitiesField } from './event-cities-field';
import { type DaysForm, EventDaysFields } from './event-days-fields';
import type { EventFormValues } from './event-form-values';

/** 'Spruce Grove Garage Sale 2027' -> 'spruce-grove-garage-sale-2027': the slug a new event is offered. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

interface Props {
  form: UseFormReturn<EventFormValues, unknown, unknown>;
  /** The event's own cities (editing), listed even if no longer active. */
  ownCities?: { id: number; name: string }[];
  /** Creating: the slug follows the name until it is typed in. */
  slugFollowsName?: boolean;
}

/** The event's fields, for the New event dialog and the event's Edit card. */
export function EventFormFields({ form, ownCities, slugFollowsName }: Props) {
  const t = useT('events-admin');
  // The schema's messages (events-schema) in the page's language, loaded with the form.
  useLocalizeMessage('events-schema');
  const field = useFieldOf(form);
  const name = field('name');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.form.name')}
          autoComplete="off"
          {...name}
          onChange={(event) => {
            void name.onChange(event);
            if (slugFollowsName && !form.getFieldState('slug').isDirty) {
              form.setValue('slug', slugOf(event.target.value));
            }
          }}
        />
        <TextField
          label={t('admin.form.slug')}
          hint={t('admin.form.slug.hint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...field('slug')}
        />
      </div>
      <EventDaysFields form={form as unknown as UseFormReturn<DaysForm>} legend={t('admin.form.dates')} />
      <EventCitiesField form={form} own={ownCities} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="datetime-local" label={t('admin.form.opens')} {...field('registrationOpensAt')} />
        <TextField type="datetime-local" label={t('admin.form.closes')} {...field('registrationClosesAt')} />
      </div>
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        label={t('admin.form.cap')}
        hint={t('admin.form.cap.hint')}
        className="sm:max-w-xs"
        {...field('maxSales')}
      />
      <TextAreaField
        label={t('admin.form.description')}
        hint={t('admin.form.optional')}
        {...field('description')}
      />
      <TextAreaField
        label={t('admin.form.rules')}
        hint={t('admin.form.rules.hint')}
        rows={5}
        {...field('rules')}
      />
    </>
  );
}
