import { useQueries } from '@tanstack/react-query';
import { Route } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Translate } from '../../../shared/i18n/translator';
import { MAX_PLAN_STOPS } from '../../../shared/planner/plan';
import { MAX_STAY_MINUTES } from '../../../shared/schemas/plan';
import type { Sale } from '../../../shared/schemas/sale';
import { LoadError } from '../../components/load-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { saleQueryOptions } from '../../lib/queries';
import { usePlan } from '../../lib/use-plan';
import { isRouteFor, type LastPlan } from './last-plan';
import { PlanForm, type PlanSettings, SHARED_START_LABEL } from './plan-form';
import { DEFAULT_STAY_MINUTES, defaultStart, notBeforeNow, siteClock } from './plan-settings';
import { RouteResult } from './route-result';
import { StopsSection } from './route-stops';
import { LINK_PROBLEMS, readSharedPlan, type SharedPlan, sharedPlanPath } from './share-link';
import { StopList } from './stop-list';
import { ROUTE_FAILED, useRoute } from './use-route';

/**
 * The form's first values: the shared link's, else the last route's (if it is not past), else defaults.
 * The day and the start time are read from one clock, the site's (plan-settings.ts), and never start in
 * the past: a link or a last route whose time has gone by today starts now instead.
 */
function initialSettings(shared: SharedPlan | null, last: LastPlan | null, timeZone: string): PlanSettings {
  const now = new Date();
  const { today } = siteClock(now, timeZone);
  if (shared) {
    const date = shared.date && shared.date >= today ? shared.date : today;
    const start = shared.time ? notBeforeNow({ date, time: shared.time }, now, timeZone) : null;
    return {
      start: shared.from ? { position: shared.from, label: SHARED_START_LABEL } : null,
      ...(start ?? defaultStart(now, timeZone, date)),
      stay: shared.stay ?? DEFAULT_STAY_MINUTES,
    };
  }
  if (last && last.request.startDate >= today) {
    return {
      start: { position: last.request.start, label: last.startLabel },
      ...notBeforeNow({ date: last.request.startDate, time: last.request.startTime }, now, timeZone),
      stay: last.request.stayMinutes,
    };
  }
  return { start: null, ...defaultStart(now, timeZone), stay: DEFAULT_STAY_MINUTES };
}

/**
 * /plan, the Saturday planner (issue 11): the shopper's plan, or a plan shared by link (?stops=…), put in
 * the order that reaches each sale while it is open. The last route is kept in the browser, so this
 * screen and its printed sheet work offline.
 */
export function PlanPage() {
  const t = useT('plan');
  const localize = useLocalizeMessage('plan-schema');
  useDocumentTitle(t('title'));
  const config = useConfig();
  const noun = useProductNoun();
  const search = useSearch();
  const [, navigate] = useLocation();
  const plan = usePlan();
  const link = useMemo(() => readSharedPlan(search), [search]);
  const shared = link.kind === 'plan' ? link.plan : null;
  const { last, plan: routing } = useRoute();
  const [settings, setSettings] = useState(() => initialSettings(shared, last, config.timeZone));
  const saleIds = shared ? shared.stops : plan.saleIds;

  const details = useQueries({ queries: saleIds.map((id) => saleQueryOptions(id)) });
  const sales = new Map<number, Sale>();
  for (const sale of last?.sales ?? []) sales.set(sale.id, sale);
  for (const detail of details) if (detail.data) sales.set(detail.data.id, detail.data);
  const missing = new Set(saleIds.filter((id, index) => details[index]?.isError && !sales.has(id)));
  const settled = details.every((detail) => !detail.isPending);

  const route = last && isRouteFor(last, saleIds) ? last : null;
  const planRoute = (chosen: PlanSettings & { start: NonNullable<PlanSettings['start']> }) => {
    const stops = saleIds.filter((id) => !missing.has(id));
    if (stops.length === 0) return;
    routing.mutate(
      {
        request: {
          start: chosen.start.position,
          stops: stops.map((saleId) => ({ saleId })),
          startDate: chosen.date,
          startTime: chosen.time,
          stayMinutes: chosen.stay,
        },
        startLabel: chosen.start.label,
        sales: [...sales.values()],
      },
      // On a phone the route is below the form: the shopper (and a screen reader) is taken to it.
      { onSuccess: () => requestAnimationFrame(() => document.getElementById('route-heading')?.focus()) },
    );
  };

  // A shared link that names its start plans at once: the reader sees the sender's route.
  const autoPlanned = useRef(false);
  useEffect(() => {
    if (autoPlanned.current || !shared || !settings.start || !settled) return;
    autoPlanned.current = true;
    if (!route) planRoute({ ...settings, start: settings.start });
  });

  const ordered = route ? route.answer.stops.map((stop) => stop.saleId) : saleIds;
  const stopsHeading = t(shared ? 'stops.headingShared' : 'stops.heading', { count: saleIds.length });
  const removeStop = useRemoveStop(shared ? null : plan.remove, [...ordered, ...saleIds], saleIds);
  const shareUrl = `${window.location.origin}${sharedPlanPath({
    stops: [...ordered, ...saleIds.filter((id) => !ordered.includes(id))],
    date: route?.request.startDate ?? settings.date,
    from: route?.request.start ?? settings.start?.position,
    time: route?.request.startTime ?? settings.time,
    stay: route?.request.stayMinutes ?? settings.stay,
  })}`;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 print:max-w-none print:p-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          <span className="print:hidden">{t('title')}</span>
          <span className="hidden print:inline">{t('sheetTitle')}</span>
        </h1>
        <p className="mt-1 text-neutral-700 print:hidden">{t('intro', { productPlural: noun.plural })}</p>
      </div>

      {link.kind === 'invalid' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {t('link.invalid', { problem: linkProblem(link.message, t, localize) })}{' '}
          <Link href="/plan" className="font-medium underline">
            {t('link.openOwn')}
          </Link>
        </p>
      )}

      {shared && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-950 print:hidden">
          <p className="flex-1">{t('shared.notice')}</p>
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              plan.replace(shared.stops);
              navigate('/plan');
            }}
            disabled={!plan.ready}
          >
            {t('shared.keep')}
          </Button>
        </div>
      )}

      {!shared && plan.failed ? (
        <LoadError title={t('loadFailed')} onRetry={plan.retry} />
      ) : !shared && !plan.ready ? (
        <p role="status" className="text-neutral-600">
          {t('loading')}
        </p>
      ) : saleIds.length === 0 ? (
        <EmptyPlan noun={noun.plural} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] print:block">
          <PlanForm
            settings={settings}
            onChange={setSettings}
            onPlan={planRoute}
            planning={routing.isPending}
          />
          <div className="flex min-w-0 flex-col gap-6">
            {routing.isError && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
                {routing.error.message === ROUTE_FAILED ? t('route.failed') : routing.error.message}
              </p>
            )}
            {route ? (
              <RouteResult
                route={route}
                sales={sales}
                shareUrl={shareUrl}
                stopsHeading={stopsHeading}
                onRemove={removeStop}
              />
            ) : (
              <StopsSection heading={stopsHeading} level="h2" className="print:hidden">
                <p className="text-sm text-neutral-700">{t('stops.beforeRoute')}</p>
                <StopList
                  saleIds={saleIds}
                  sales={sales}
                  missing={missing}
                  date={settings.date}
                  onRemove={removeStop}
                />
              </StopsSection>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function EmptyPlan({ noun }: { noun: string }) {
  const t = useT('plan');
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-12 text-center">
      <Route className="size-9 text-neutral-500" aria-hidden="true" />
      <h2
        id="plan-empty-heading"
        tabIndex={-1}
        className="text-lg font-semibold text-neutral-900 outline-none"
      >
        {t('empty.title')}
      </h2>
      <p className="max-w-md text-neutral-700">{t('empty.text', { productPlural: noun })}</p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
        {t('empty.explore', { productPlural: noun })}
      </Link>
    </div>
  );
}

/** A broken link's problem in the page's language: the link's own rules by key, shared schemas' by text. */
function linkProblem(message: string, t: Translate<'plan'>, localize: (text: string) => string): string {
  const key = LINK_PROBLEMS.get(message);
  if (!key) return localize(message);
  return t(key, { max: key === 'link.tooMany' ? MAX_PLAN_STOPS : MAX_STAY_MINUTES });
}

/**
 * Remove, with the focus kept in the list (issue 22): the removed stop's button goes, so the focus moves
 * to the next stop's Remove (the one before, for the last), or to the empty plan's heading. `shown` is the
 * order the stops are on screen in; null for a shared plan, which is not the shopper's to change.
 */
function useRemoveStop(
  remove: ((saleId: number) => void) | null,
  shown: number[],
  saleIds: number[],
): ((saleId: number) => void) | undefined {
  const pending = useRef<{ removed: number; next: number | 'empty' } | null>(null);
  useEffect(() => {
    // Once the removed stop is gone from the plan (at once for a guest, after the save when signed in).
    if (!pending.current || saleIds.includes(pending.current.removed)) return;
    const { next } = pending.current;
    pending.current = null;
    const target =
      next === 'empty'
        ? document.getElementById('plan-empty-heading')
        : document.querySelector<HTMLElement>(`[data-remove-stop="${next}"]`);
    (target ?? document.getElementById('stops-heading'))?.focus();
  }, [saleIds]);
  if (!remove) return undefined;
  return (saleId) => {
    const order = [...new Set(shown)].filter((id) => saleIds.includes(id));
    const at = order.indexOf(saleId);
    pending.current = { removed: saleId, next: order[at + 1] ?? order[at - 1] ?? 'empty' };
    remove(saleId);
  };
}
