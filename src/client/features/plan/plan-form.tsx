import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, LocateFixed, Route } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import * as z from 'zod/mini';
import type { Translate } from '../../../shared/i18n/translator';
import type { Position } from '../../../shared/schemas/common';
import { GeocodeQuerySchema } from '../../../shared/schemas/geocode';
import { MAX_STAY_MINUTES, PlanRequestSchema } from '../../../shared/schemas/plan';
import { fieldClasses, Labelled } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { useConfig } from '../../lib/config';
import { useCurrentPosition } from '../../lib/geolocation';
import { showLocalized, useLocale, useLocalizeMessage, useT } from '../../lib/i18n';
import { lookUpPlace } from '../../lib/place-lookup';
import { citiesQueryOptions } from '../../lib/queries';
import { defaultStart, notBeforeNow, siteClock } from './plan-settings';

/*
 * What a start point is called when it has no address (kept with the last route, so markers rather than
 * words): shown in the page's language by startLabelIn.
 */
export const MY_LOCATION_LABEL = 'Your location';
export const SHARED_START_LABEL = 'the shared start point';
export const STAY_MESSAGE = 'Give the minutes at each sale as a whole number';

/** A start's label on screen (`inSentence`: within the route's sentence): markers in the page's language, an address as typed. */
export function startLabelIn(label: string, t: Translate<'plan'>, inSentence = false): string {
  if (label === MY_LOCATION_LABEL) return t(inSentence ? 'route.yourLocation' : 'form.yourLocation');
  if (label === SHARED_START_LABEL) return t('form.sharedStart');
  return label;
}

/** The request's own rule for the stay (whole minutes, at most MAX_STAY_MINUTES). */
const StaySchema = PlanRequestSchema.shape.stayMinutes.def.innerType.check(
  z.refine(Number.isFinite, STAY_MESSAGE),
);

export interface PlanSettings {
  start: { position: Position; label: string } | null;
  date: string;
  time: string;
  stay: number;
}

interface Props {
  settings: PlanSettings;
  onChange: (settings: PlanSettings) => void;
  onPlan: (settings: PlanSettings & { start: NonNullable<PlanSettings['start']> }) => void;
  planning: boolean;
}

/** Where and when the shopper sets off, and how long they stay at each sale. */
export function PlanForm({ settings, onChange, onPlan, planning }: Props) {
  const locale = useLocale();
  const t = useT('plan');
  const localize = useLocalizeMessage('plan-schema');
  const ids = useId();
  const config = useConfig();
  const cities = useQuery(citiesQueryOptions);
  const [address, setAddress] = useState('');
  const [city, setCity] = useState('');
  const [problem, setProblem] = useState<{
    field: 'address' | 'city' | 'start' | 'stay';
    message: string;
  } | null>(null);
  const [looking, setLooking] = useState(false);
  const [stayText, setStayText] = useState(String(settings.stay));
  // Bumped when the form itself changes the day or the time (the inputs are uncontrolled): they redraw.
  const [revision, setRevision] = useState(0);
  const here = useCurrentPosition((position) => {
    setProblem(null);
    onChange({ ...settings, start: { position, label: MY_LOCATION_LABEL } });
  });
  // Today on the site's clock, the same clock the start time is read from.
  const today = siteClock(new Date(), config.timeZone).today;
  const busy = planning || looking;

  const setDate = (date: string) => {
    const start = defaultStart(new Date(), config.timeZone, date);
    // Too late today for any start: tomorrow, said in the day field too.
    if (start.date !== date) setRevision((n) => n + 1);
    onChange({ ...settings, ...start });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const stay = StaySchema.safeParse(stayText.trim() === '' ? Number.NaN : Number(stayText));
    if (!stay.success) {
      const message = stay.error.issues[0]?.message ?? STAY_MESSAGE;
      setProblem({
        field: 'stay',
        message: message === STAY_MESSAGE ? t('form.stayWhole') : localize(message),
      });
      return;
    }
    // A start that went by while the form was open moves to now: a plan never starts in the past.
    const start = notBeforeNow(settings, new Date(), config.timeZone);
    if (start.date !== settings.date || start.time !== settings.time) setRevision((n) => n + 1);
    const chosen = { ...settings, ...start, stay: stay.data };
    onChange(chosen);
    const typed = address.trim() !== '' || city.trim() !== '';
    if (!typed) {
      if (chosen.start) onPlan({ ...chosen, start: chosen.start });
      else setProblem({ field: 'start', message: t('form.startNeeded') });
      return;
    }
    const query = GeocodeQuerySchema.safeParse({ address, city });
    if (!query.success) {
      const issue = query.error.issues[0];
      const field = issue?.path[0] === 'city' ? 'city' : 'address';
      showLocalized(locale, issue?.message ?? '', (message) => setProblem({ field, message }));
      return;
    }
    setLooking(true);
    try {
      const position = await lookUpPlace(query.data);
      const start = { position, label: `${query.data.address}, ${query.data.city}` };
      onChange({ ...chosen, start });
      setAddress('');
      setCity('');
      onPlan({ ...chosen, start });
    } catch (error) {
      setProblem({ field: 'address', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setLooking(false);
    }
  };

  const errorId = `${ids}-error`;
  const fieldError = (field: 'address' | 'city') => (problem?.field === field ? errorId : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 print:hidden" noValidate>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-neutral-900">{t('form.startFrom')}</legend>
        <p className="text-sm text-neutral-800" data-testid="plan-start" role="status">
          {settings.start ? startLabelIn(settings.start.label, t) : t('form.noStart')}
        </p>
        {/* Never disabled while it looks: a disabled button would drop the keyboard's focus to the page. */}
        <Button
          variant="outline"
          onClick={() => {
            if (!here.locating) void here.locate();
          }}
          aria-disabled={here.locating || undefined}
          className="aria-disabled:opacity-60"
        >
          {here.locating ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <LocateFixed aria-hidden="true" />
          )}
          {t('form.useLocation')}
        </Button>
        {here.failure && (
          <p role="alert" className="text-sm text-red-700">
            {t(`location.${here.failure}`)}
          </p>
        )}
        <p className="text-sm text-neutral-700">{t('form.orAddress')}</p>
        <Labelled id={`${ids}-address`} label={t('form.address')}>
          <input
            id={`${ids}-address`}
            className={fieldClasses}
            value={address}
            autoComplete="street-address"
            aria-invalid={problem?.field === 'address' || undefined}
            aria-describedby={fieldError('address')}
            onChange={(event) => setAddress(event.target.value)}
          />
        </Labelled>
        <Labelled id={`${ids}-city`} label={t('form.city')}>
          <input
            id={`${ids}-city`}
            className={fieldClasses}
            value={city}
            list={`${ids}-cities`}
            autoComplete="address-level2"
            aria-invalid={problem?.field === 'city' || undefined}
            aria-describedby={fieldError('city')}
            onChange={(event) => setCity(event.target.value)}
          />
          <datalist id={`${ids}-cities`}>
            {(cities.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Labelled>
      </fieldset>

      <div className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-4">
        <Labelled id={`${ids}-date`} label={t('form.day')} className="col-span-2">
          <input
            id={`${ids}-date`}
            type="date"
            className={fieldClasses}
            // Uncontrolled: a controlled date input loses the segment being typed when it re-renders
            // mid-year ('2' is the year 0002); a whole day from today on is taken as it is typed.
            key={`day-${revision}`}
            defaultValue={settings.date}
            min={today}
            required
            onChange={(event) => {
              const day = event.target.value;
              if (/^\d{4}-\d\d-\d\d$/.test(day) && day >= today) setDate(day);
            }}
          />
        </Labelled>
        <Labelled id={`${ids}-time`} label={t('form.startTime')}>
          <input
            id={`${ids}-time`}
            type="time"
            step={300}
            className={fieldClasses}
            // Uncontrolled as the day is; a new day brings its own default time (the key renews it).
            key={`${settings.date}-${revision}`}
            defaultValue={settings.time}
            required
            onChange={(event) => {
              const time = event.target.value;
              if (/^\d\d:\d\d$/.test(time)) onChange({ ...settings, time });
            }}
          />
        </Labelled>
        <Labelled id={`${ids}-stay`} label={t('form.stay')}>
          <input
            id={`${ids}-stay`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STAY_MINUTES}
            step={5}
            className={fieldClasses}
            // Text until Plan my route: the field can be emptied while a new number is typed.
            value={stayText}
            aria-invalid={problem?.field === 'stay' || undefined}
            aria-describedby={problem?.field === 'stay' ? errorId : undefined}
            onChange={(event) => setStayText(event.target.value)}
          />
        </Labelled>
      </div>

      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      {/* Not disabled while planning, for the same reason as Use my location. */}
      <Button type="submit" size="lg" aria-disabled={busy || undefined} className="aria-disabled:opacity-60">
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Route aria-hidden="true" />}
        {t('form.submit')}
      </Button>
    </form>
  );
}
