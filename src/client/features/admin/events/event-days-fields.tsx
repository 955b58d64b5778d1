import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { type EventDay, MAX_EVENT_DATES } from '../../../../shared/schemas/events';
import { FieldError, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useFieldOf } from '../reference/form-dialog';
import { NEW_DAY } from './event-form-values';

/** A form with the event's days (the event form, the rain date). */
export interface DaysForm {
  dates: EventDay[];
}

/**
 * The event's days, each with its date and default hours, one to seven: 'Add a date', and a Remove on each
 * day while there are two or more (neither for the rain date, which moves each day to a new one). The list's own message (none, the same date twice) follows the days.
 */
export function EventDaysFields({
  form,
  legend,
  fixedCount,
}: {
  form: UseFormReturn<DaysForm>;
  legend: string;
  /** The rain date: each day moves to a new one, so days are neither added nor removed. */
  fixedCount?: boolean;
}) {
  const t = useT('events-admin');
  const field = useFieldOf(form);
  const days = useFieldArray({ control: form.control, name: 'dates' });
  const errors = form.formState.errors.dates;
  const listMessage = errors?.root?.message ?? errors?.message;
  const localize = useLocalizeMessage();
  const messageId = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-neutral-800">{legend}</legend>
      {days.fields.map((day, index) => (
        <fieldset key={day.id} className="rounded-md border border-neutral-200 p-3">
          <legend className="px-1 text-sm text-neutral-700">{t('admin.form.day', { n: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
            <TextField type="date" label={t('admin.form.date')} {...field(`dates.${index}.date`)} />
            <TextField type="time" label={t('admin.form.startTime')} {...field(`dates.${index}.startTime`)} />
            <TextField type="time" label={t('admin.form.endTime')} {...field(`dates.${index}.endTime`)} />
            {!fixedCount && days.fields.length > 1 && (
              <Button
                variant="outline"
                className="sm:mt-6"
                aria-label={t('admin.form.removeDay', { n: index + 1 })}
                onClick={() => days.remove(index)}
              >
                <Trash2 aria-hidden="true" />
                <span className="sm:sr-only">{t('admin.form.remove')}</span>
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      {listMessage && <FieldError id={messageId}>{localize(listMessage)}</FieldError>}
      {!fixedCount && days.fields.length < MAX_EVENT_DATES && (
        <div>
          <Button variant="outline" onClick={() => days.append({ ...NEW_DAY })}>
            <Plus aria-hidden="true" />
            {t('admin.form.addDay')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
