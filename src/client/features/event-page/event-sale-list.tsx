import {
  type MouseEvent,
  memo,
  type Ref,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useRouter } from 'wouter';
import { formatOpeningWindowIn, formatShortDayIn } from '../../../shared/i18n/format-hours';
import { openingDays } from '../../../shared/open-now';
import type { EventSale } from '../../../shared/schemas/events';
import { PlanToggle } from '../../components/sale/plan-button';
import { useCategoryName } from '../../lib/category-names';
import { formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import { type PlanStore, usePlan } from '../../lib/use-plan';

/** The list item's id: a marker clicked on the map brings its sale into view. */
export const eventSaleElementId = (saleId: number) => `event-sale-${saleId}`;

type EventsT = ReturnType<typeof useT<'events'>>;

/** What every entry needs, read once for the whole list: a thousand entries each reading it was most of the list's first render. */
interface ListContext {
  t: EventsT;
  categoryName: (category: { id: number; name: string }) => string;
  /** A sale's days with their hours, formatted once per distinct hours (most sales of an event share them). */
  hoursOf: (sale: EventSale) => string[];
  plan: PlanStore;
  /** The router's base ('/fr'), as a Link would add it. */
  base: string;
  open: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
}

/** The sale's number in a round badge, as on its marker; a sale not numbered yet has none. */
function NumberBadge({ number, t }: { number: number | null; t: EventsT }) {
  if (number === null) return <span className="sr-only">{t('page.sale.unnumbered')}</span>;
  return (
    <span
      className="grid h-9 min-w-9 shrink-0 place-items-center rounded-full bg-green-700 px-2 text-sm font-bold text-white print:h-7 print:min-w-7 print:border print:border-neutral-900 print:bg-white print:text-neutral-900"
      data-testid="event-sale-number"
    >
      {t('page.sale.number', { number })}
    </span>
  );
}

/**
 * Each day the sale is open with that day's hours: 'Sat, Jun 13: 8:00 AM – 4:00 PM' / 'sam. 13 juin : 8 h
 * 00 – 16 h 00'.
 */
function useHoursOf(t: EventsT): (sale: EventSale) => string[] {
  const locale = useLocale();
  return useMemo(() => {
    const known = new Map<string, string[]>();
    return (sale: EventSale) => {
      const key = `${sale.startDate}|${sale.endDate}|${sale.startTime}|${sale.endTime}`;
      let days = known.get(key);
      if (!days) {
        days = openingDays({ ...sale, schedule: [] }).map(({ date, window }) =>
          t('page.sale.day', {
            day: formatShortDayIn(date, locale),
            hours: formatOpeningWindowIn(window, locale, t('page.midnight')),
          }),
        );
        known.set(key, days);
      }
      return days;
    };
  }, [t, locale]);
}

/** Drawn again only when its sale or the list's context changes: not for each entry added after it. */
const EventSaleItem = memo(function EventSaleItem({
  sale,
  context,
}: {
  sale: EventSale;
  context: ListContext;
}) {
  const { t, categoryName, plan, base, open } = context;
  const path = `/garage-sales/${sale.id}`;
  return (
    <li
      id={eventSaleElementId(sale.id)}
      className="flex scroll-mt-20 gap-3 border-b border-neutral-200 py-3 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] break-inside-avoid print:py-1.5 print:[content-visibility:visible]"
      data-testid="event-sale"
    >
      <NumberBadge number={sale.number} t={t} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-neutral-900">
            <a
              href={`${base}${path}`}
              onClick={(event) => open(event, path)}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
              aria-label={
                sale.number === null
                  ? undefined
                  : t('page.sale.named', { number: sale.number, title: sale.title })
              }
            >
              {sale.title}
            </a>
          </h3>
          <p className="text-sm text-neutral-800">
            {t('page.sale.address', { address: sale.address, place: formatLocation(sale) })}
          </p>
          <ul className="text-sm text-neutral-800">
            {context.hoursOf(sale).map((day) => (
              <li key={day}>{day}</li>
            ))}
          </ul>
          {sale.categories.length > 0 && (
            <p className="text-sm text-neutral-700">{sale.categories.map(categoryName).join(', ')}</p>
          )}
          {sale.summary && <p className="text-sm text-neutral-700 italic print:hidden">{sale.summary}</p>}
        </div>
        <PlanToggle sale={sale} plan={plan} named className="shrink-0 self-start print:hidden" />
      </div>
    </li>
  );
});

/** A plain click on a sale's link opens its page in the app; any other (a new tab, a download) is the browser's. */
function useOpenInApp(): (event: MouseEvent<HTMLAnchorElement>, path: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (event, path) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate],
  );
}

/** Entries drawn in the list's first render, then added this many at a time. */
const FIRST_ENTRIES = 12;
const ENTRIES_PER_TASK = 20;
/** How far below the screen the list's end may be before more entries are drawn: a screen's height. */
const DRAW_AHEAD = '0px 0px 100% 0px';

/**
 * How many of `sales` are drawn: the first screen's at once, then a few dozen more whenever the list's end
 * (`end`, an element just after it) comes within a screen of the view, and all of them at once for paper
 * (beforeprint, or the print media a test emulates). A thousand in one render held a phone's main thread
 * for over a second; drawn a few dozen a task after the first paint, they still filled its first seconds
 * with work nobody had scrolled to (issue 25). A new list (other filters) starts again from the first
 * screen's. `reveal` draws the list down to one entry at once (a marker clicked).
 */
function useDrawnCount(
  sales: EventSale[],
  end: RefObject<HTMLElement | null>,
): { drawn: number; reveal: (index: number) => void } {
  const [drawn, setDrawn] = useState({ sales, count: FIRST_ENTRIES });
  const current = drawn.sales === sales ? drawn : { sales, count: FIRST_ENTRIES };
  if (current !== drawn) setDrawn(current);
  const total = sales.length;
  useEffect(() => {
    const target = end.current;
    if (current.count >= total || !target) return;
    // A transition: React renders the next entries in slices of a few milliseconds, so a tap still goes first.
    const more = () =>
      startTransition(() => setDrawn((before) => ({ ...before, count: before.count + ENTRIES_PER_TASK })));
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(more, 0);
      return () => clearTimeout(timer);
    }
    // Observed again after each addition: its first report says whether the end is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        more();
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [current.count, total, end]);
  useEffect(() => {
    const all = () => flushSync(() => setDrawn((before) => ({ ...before, count: Number.POSITIVE_INFINITY })));
    const media = window.matchMedia?.('print');
    const follow = (event: MediaQueryListEvent) => {
      if (event.matches) all();
    };
    window.addEventListener('beforeprint', all);
    media?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', all);
      media?.removeEventListener('change', follow);
    };
  }, []);
  const reveal = useCallback((index: number) => {
    flushSync(() =>
      setDrawn((before) => (before.count > index ? before : { ...before, count: index + ENTRIES_PER_TASK })),
    );
  }, []);
  return { drawn: current.count, reveal };
}

/** What the page may ask of its list: bring one sale's entry into view with the focus on its link. */
export interface EventSaleListHandle {
  show: (saleId: number) => void;
}

/** The numbered list: number, title, address, hours, categories; each sale can go in the plan. */
export function EventSaleList({ sales, ref }: { sales: EventSale[]; ref?: Ref<EventSaleListHandle> }) {
  const end = useRef<HTMLDivElement>(null);
  const { drawn, reveal } = useDrawnCount(sales, end);
  useImperativeHandle(
    ref,
    () => ({
      show: (saleId) => {
        const index = sales.findIndex((sale) => sale.id === saleId);
        if (index < 0) return;
        reveal(index);
        const item = document.getElementById(eventSaleElementId(saleId));
        item?.scrollIntoView({ block: 'center' });
        item?.querySelector('a')?.focus({ preventScroll: true });
      },
    }),
    [sales, reveal],
  );
  const t = useT('events');
  const categoryName = useCategoryName();
  const hoursOf = useHoursOf(t);
  const everyPlan = usePlan();
  // The same plan while it holds the same sales: the entries then need not be drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: its functions change with its sales and readiness.
  const plan = useMemo(() => everyPlan, [everyPlan.saleIds, everyPlan.ready, everyPlan.signedIn]);
  const { base } = useRouter();
  const open = useOpenInApp();
  const context = useMemo<ListContext>(
    () => ({ t, categoryName, hoursOf, plan, base, open }),
    [t, categoryName, hoursOf, plan, base, open],
  );
  return (
    <>
      <ol className="print:columns-2 print:gap-6 print:text-[10pt]" data-testid="event-sales">
        {sales.slice(0, drawn).map((sale) => (
          <EventSaleItem key={sale.id} sale={sale} context={context} />
        ))}
      </ol>
      <div ref={end} aria-hidden="true" />
    </>
  );
}
