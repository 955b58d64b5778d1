import type { CSSProperties } from 'react';
import { useId } from 'react';
import { type DateRange, DayPicker } from 'react-day-picker';
import { frCA } from 'react-day-picker/locale/fr-CA';
import 'react-day-picker/style.css';
import { useFormContext } from 'react-hook-form';
import { generateSchedule } from '../../../../shared/dates';
import type { EventDay } from '../../../../shared/schemas/events';
import { useConfig } from '../../../lib/config';
import { useLocale, useT } from '../../../lib/i18n';
import { FieldError, useGroupValue } from '../form-parts';
import { dateOf, dayOf, describeRange, isDayDisabled, type WizardValues } from '../wizard-values';

// A finger's tap target (issue 22): 44 px days where a week fits (a 375 px phone has room for seven),
// narrower on a smaller screen; the 66 px are the page's and the step's margins on a phone.
const DAY_SIZE = 'min(44px, calc((100vw - 66px) / 7))';
const pickerStyle = {
  '--rdp-accent-color': '#15803d',
  '--rdp-accent-background-color': '#dcfce7',
  '--rdp-day-width': DAY_SIZE,
  '--rdp-day-height': '44px',
  '--rdp-day_button-width': DAY_SIZE,
  '--rdp-day_button-height': '44px',
  '--rdp-nav_button-width': '44px',
  '--rdp-nav_button-height': '44px',
} as CSSProperties;

interface Props {
  keptStart: string | undefined;
  /** A sale registering for a community sale day: only the event's days, a new day with the event's hours. */
  eventDays?: readonly EventDay[] | undefined;
}

/**
 * Step 3: the sale's days as a range. Past days are disabled (an edited sale that has started keeps its
 * start day); every change of range regenerates the schedule, keeping the days that stay (spec §4).
 */
export function DatesStep({ keptStart, eventDays }: Props) {
  const id = useId();
  const t = useT('wizard');
  const locale = useLocale();
  const { today } = useConfig();
  const {
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const { ref: pickerRef, value: range } = useGroupValue('dateRange');
  const error = errors.dateRange?.message ?? errors.dateRange?.to?.message ?? errors.dateRange?.from?.message;

  const select = (picked: DateRange | undefined) => {
    if (!picked?.from) {
      setValue('dateRange', undefined, { shouldDirty: true });
      setValue('schedule', []);
      return;
    }
    const from = dayOf(picked.from);
    const to = dayOf(picked.to ?? picked.from);
    setValue('dateRange', { from, to }, { shouldDirty: true, shouldValidate: true });
    const kept = [...(eventDays ?? []), ...getValues('schedule')];
    setValue('schedule', generateSchedule(from, to, kept), { shouldDirty: true });
  };

  const eventDates = eventDays ? new Set(eventDays.map((day) => day.date)) : undefined;
  const firstEventDay = eventDays?.[0]?.date;
  const lastEventDay = eventDays?.at(-1)?.date;
  const selected = range ? { from: dateOf(range.from), to: dateOf(range.to) } : undefined;

  return (
    <div className="grid gap-3">
      <fieldset
        ref={pickerRef}
        aria-describedby={error ? `${id}-dates-error` : undefined}
        tabIndex={-1}
        className="mx-auto w-fit max-w-full rounded-md focus-visible:outline-2 focus-visible:outline-green-700 sm:mx-0 sm:border sm:border-neutral-200 sm:p-2"
      >
        <legend className="sr-only">{t('dates.legend')}</legend>
        <DayPicker
          mode="range"
          // A click on the only selected day keeps it (a one-day sale) instead of clearing the dates.
          required
          style={pickerStyle}
          selected={selected}
          onSelect={select}
          today={dateOf(today)}
          defaultMonth={selected?.from ?? dateOf(firstEventDay ?? today)}
          startMonth={dateOf(keptStart && keptStart < today ? keptStart : (firstEventDay ?? today))}
          endMonth={lastEventDay ? dateOf(lastEventDay) : undefined}
          disabled={(date: Date) => {
            const day = dayOf(date);
            return isDayDisabled(day, today, keptStart) || (eventDates !== undefined && !eventDates.has(day));
          }}
          // A range over a day that is not the event's starts again from the day picked.
          excludeDisabled={eventDates !== undefined}
          // French (Canada): the months, days and the buttons' names; the week still starts on Sunday.
          locale={locale === 'fr' ? frCA : undefined}
          weekStartsOn={0}
        />
      </fieldset>
      <p className="text-sm text-neutral-900" aria-live="polite" data-testid="selected-dates">
        <span className="font-medium">{`${t('dates.selected')} `}</span>
        {describeRange(range, t, locale)}
      </p>
      <FieldError id={`${id}-dates`} message={error} />
    </div>
  );
}
