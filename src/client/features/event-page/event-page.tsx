import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { localClock } from '../../../shared/open-now';
import type { EventDetail } from '../../../shared/schemas/events';
import { LoadError } from '../../components/load-error';
import { LoadingPanel } from '../../components/loading-panel';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useCategoryName } from '../../lib/category-names';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { eventQueryOptions } from '../../lib/event-query';
import { useT } from '../../lib/i18n';
import { type EventFilters, eventCategories, filterEventSales, NO_EVENT_FILTERS } from './event-filter';
import { EventFilterFields } from './event-filters';
import { EventHeader } from './event-header';
import { EventMap } from './event-map';
import { EventPlanActions } from './event-plan-actions';
import { EventSaleList, type EventSaleListHandle } from './event-sale-list';

const MINUTE_MS = 60_000;

/** The time "Open now" reads: again every minute while it is on, so sales close on screen as they do. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function EventView({ event }: { event: EventDetail }) {
  const t = useT('events');
  const noun = useProductNoun();
  const { timeZone } = useConfig();
  const categoryName = useCategoryName();
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  // A thousand sales are filtered again after each key, not during it: the field answers at once.
  const applied = useDeferredValue(filters);
  const now = useNow(filters.openNow);
  const today = localClock(now, timeZone).date;
  const openNowOffered = event.dates.some((day) => day.date === today);
  const shown = useMemo(
    () =>
      filterEventSales(
        event.sales,
        { ...applied, openNow: applied.openNow && openNowOffered },
        { now, timeZone, categoryName },
      ),
    [event.sales, applied, openNowOffered, now, timeZone, categoryName],
  );
  const categories = useMemo(() => eventCategories(event.sales), [event.sales]);
  const clear = useCallback(() => setFilters(NO_EVENT_FILTERS), []);
  const list = useRef<EventSaleListHandle>(null);
  // A marker clicked: its sale's entry in the list comes into view with the focus on its link.
  const showInList = useCallback((saleId: number) => list.current?.show(saleId), []);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 print:max-w-none print:gap-3 print:p-0">
      <EventHeader event={event} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] print:block">
        <div className="md:order-2 print:mb-3">
          <div className="md:sticky md:top-20">
            <EventMap sales={shown} onSelect={showInList} />
          </div>
        </div>
        <section aria-labelledby="event-sales-heading" className="grid content-start gap-4 md:order-1">
          <h2 id="event-sales-heading" className="text-xl font-semibold text-neutral-900">
            {t('page.list.heading', { productPlural: noun.plural })}
          </h2>
          <EventFilterFields
            filters={filters}
            onChange={setFilters}
            categories={categories}
            openNowOffered={openNowOffered}
          />
          <p className="text-sm text-neutral-700 print:hidden" role="status" data-testid="event-shown">
            {t('page.list.shown', { shown: shown.length, total: event.sales.length })}
          </p>
          <EventPlanActions shown={shown} />
          {shown.length === 0 ? (
            <div className="rounded-lg border border-neutral-200 bg-white p-6 text-center">
              <p className="text-neutral-800">{t('page.list.empty', { productPlural: noun.plural })}</p>
              <button type="button" className={buttonClasses('outline', 'md', 'mt-3')} onClick={clear}>
                {t('page.filters.clear')}
              </button>
            </div>
          ) : (
            <EventSaleList ref={list} sales={shown} />
          )}
        </section>
      </div>
    </div>
  );
}

function EventNotFound() {
  const t = useT('events');
  const noun = useProductNoun();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <div className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 bg-white px-6 py-12 text-center">
        <CalendarX className="size-10 text-neutral-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-neutral-900">{t('page.notFound.title')}</h1>
        <p className="text-neutral-700">{t('page.notFound.text')}</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-2')}>
          {t('page.notFound.explore', { productPlural: noun.plural })}
        </Link>
      </div>
    </div>
  );
}

/**
 * /events/{slug} (issue 25): a community sale day, its numbered sales on a map and in a list, their
 * filters, the planner and the printed map and list. A page the server drew carries the event's answer
 * (page-data.ts): the first render is then the whole page, over the server's HTML, never a loading state.
 */
export function EventPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const t = useT('events');
  const event = useQuery(eventQueryOptions(slug));
  const notFound =
    event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 400);
  useDocumentTitle(event.data?.name ?? (notFound ? t('page.notFound.title') : undefined));
  if (event.data) return <EventView event={event.data} />;
  if (notFound) return <EventNotFound />;
  if (event.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <LoadError title={t('page.loadError')} onRetry={() => void event.refetch()} />
      </div>
    );
  }
  return <LoadingPanel />;
}
