import { useId } from 'react';
import { type FieldError as FormFieldError, useFormContext } from 'react-hook-form';
import { SELECTABLE_TIMES } from '../../../../shared/dates';
import { formatLongDay, formatTimeOfDay } from '../../../../shared/i18n/format-date';
import { Labelled } from '../../../components/form-fields';
import { useLocale, useT } from '../../../lib/i18n';
import { describedBy, FieldError, fieldClasses, useGroupValue } from '../form-parts';
import type { WizardValues } from '../wizard-values';

/** The hourly choices, plus a stored time that is not among them (08:30 from old data) so it is kept. */
export function timeOptions(current: string): string[] {
  if (!current || SELECTABLE_TIMES.includes(current)) return [...SELECTABLE_TIMES];
  return [...SELECTABLE_TIMES, current].sort();
}

type DayErrors = { startTime?: FormFieldError; endTime?: FormFieldError } | undefined;

/** A day's two times: the value's key, the control's id suffix and its label. */
const DAY_ENDS = [
  { key: 'startTime', suffix: 'start', label: 'schedule.start' },
  { key: 'endTime', suffix: 'end', label: 'schedule.end' },
] as const;

/** Step 4: a start and an end time for every day of the sale. */
export function ScheduleStep() {
  const id = useId();
  const t = useT('wizard');
  const locale = useLocale();
  const {
    setValue,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const { ref: listRef, value } = useGroupValue('schedule');
  const schedule = value ?? [];
  const listError = errors.schedule?.message ?? errors.schedule?.root?.message;

  // A day already marked wrong is checked again at once (useLiveErrors); the rest waits for Next.
  const change = (index: number, key: 'startTime' | 'endTime', value: string) =>
    setValue(`schedule.${index}.${key}`, value, { shouldDirty: true });

  return (
    <fieldset
      ref={listRef}
      aria-describedby={listError ? `${id}-schedule-error` : undefined}
      tabIndex={-1}
      className="grid gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700"
    >
      <legend className="sr-only">{t('schedule.legend')}</legend>
      {schedule.length === 0 && <p className="text-sm text-neutral-700">{t('schedule.datesFirst')}</p>}
      {schedule.map((day, index) => {
        const dayErrors = errors.schedule?.[index] as DayErrors;
        const base = `${id}-${day.date}`;
        return (
          <fieldset
            key={day.date}
            className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-2"
          >
            <legend className="px-1 text-sm font-semibold text-neutral-900">
              {formatLongDay(day.date, locale)}
            </legend>
            {DAY_ENDS.map(({ key, suffix, label }) => (
              <TimeSelect
                key={key}
                id={`${base}-${suffix}`}
                label={t(label)}
                value={day[key]}
                error={dayErrors?.[key]?.message}
                onChange={(value) => change(index, key, value)}
              />
            ))}
          </fieldset>
        );
      })}
      <FieldError id={`${id}-schedule`} message={listError} />
    </fieldset>
  );
}

function TimeSelect(props: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT('wizard');
  const locale = useLocale();
  return (
    <Labelled id={props.id} label={props.label} className="min-w-0">
      <select
        id={props.id}
        className={fieldClasses}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...describedBy(props.id, props.error)}
      >
        {props.value === '' && <option value="">{t('schedule.selectTime')}</option>}
        {timeOptions(props.value).map((time) => (
          <option key={time} value={time}>
            {formatTimeOfDay(time, locale)}
          </option>
        ))}
      </select>
      <FieldError id={props.id} message={props.error} />
    </Labelled>
  );
}
