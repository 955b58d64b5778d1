import { Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatTimeOfDay } from '../../../shared/i18n/format-date';
import type { Sale } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { formatLocation } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n';
import type { LastPlan } from './last-plan';
import { formatDuration } from './plan-settings';
import { RemoveStopButton, useHoursOn } from './stop-list';

interface Props {
  route: LastPlan;
  sales: ReadonlyMap<number, Sale>;
  /** 'Stops in your plan (3)': the same heading the list has before a route is planned. */
  heading: string;
  /** Absent for a shared plan, which is not the shopper's to change. */
  onRemove?: (saleId: number) => void;
}

/**
 * The plan's stops once a route is planned: in the route's order with their times, then the ones it
 * cannot reach. The only list of the stops on screen (issue 22: not the plan's order beside the route's),
 * and the route sheet's on paper.
 */
export function RouteStops({ route, sales, heading, onRemove }: Props) {
  const t = useT('plan');
  const locale = useLocale();
  const hoursOn = useHoursOn();
  const date = route.request.startDate;
  const visited = route.answer.stops.flatMap((stop) => {
    const sale = sales.get(stop.saleId);
    return sale ? [{ stop, sale }] : [];
  });
  const { unreachable } = route.answer;
  return (
    <StopsSection heading={heading} level="h3" headingClassName="print:hidden">
      <ol className="flex flex-col gap-2" aria-label={t('stops.inOrder')} data-testid="route-stops">
        {visited.map(({ stop, sale }, index) => (
          <li
            key={stop.saleId}
            className="flex items-start gap-3 rounded-lg border border-neutral-200 bg-white p-3 break-inside-avoid print:border-neutral-400"
            data-sale-id={stop.saleId}
          >
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-green-700 font-bold text-white print:border print:border-neutral-900 print:bg-white print:text-neutral-900"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h4 className="font-semibold break-words text-neutral-900">
                <span className="sr-only">{t('stops.stopNumber', { number: index + 1 })}</span>
                {sale.title}
              </h4>
              <p className="flex items-start gap-1.5 text-sm text-neutral-800">
                <MapPin className="mt-0.5 size-3.5 shrink-0 text-neutral-600" aria-hidden="true" />
                <span>
                  {sale.address}, {formatLocation(sale)}
                </span>
              </p>
              <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-neutral-900">
                <Clock className="mt-0.5 size-3.5 shrink-0 text-neutral-600" aria-hidden="true" />
                <span>
                  <span data-testid="stop-times">
                    {t('stops.times', {
                      arrival: formatTimeOfDay(stop.arrival, locale),
                      departure: formatTimeOfDay(stop.departure, locale),
                    })}
                  </span>
                  {stop.wait > 0 && (
                    <span className="text-amber-800">
                      {t('stops.wait', { duration: formatDuration(stop.wait) })}
                    </span>
                  )}
                </span>
              </p>
              <p className="text-sm text-neutral-700">{t('stops.hours', { hours: hoursOn(sale, date) })}</p>
            </div>
            {onRemove && <RemoveStopButton saleId={sale.id} title={sale.title} onRemove={onRemove} />}
          </li>
        ))}
      </ol>

      {unreachable.length > 0 && (
        <section
          aria-labelledby="unreachable-heading"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <h4 id="unreachable-heading" className="font-semibold text-amber-950">
            {t('stops.unreachable')}
          </h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-amber-950" data-testid="route-unreachable">
            {unreachable.map((item) => {
              const title = sales.get(item.saleId)?.title;
              return (
                <li
                  key={item.saleId}
                  className="flex flex-wrap items-center gap-x-2"
                  data-sale-id={item.saleId}
                >
                  <span className="min-w-0 flex-1">
                    <strong className="font-semibold">
                      {title ?? t('stops.saleNumber', { id: item.saleId })}
                    </strong>
                    : {item.reason}
                  </span>
                  {onRemove && <RemoveStopButton saleId={item.saleId} title={title} onRemove={onRemove} />}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </StopsSection>
  );
}

/**
 * The plan's stops under their heading, which takes the focus when a stop is removed (its id,
 * 'stops-heading', is where the plan page sends it): the route's list, or the plan's before a route.
 */
export function StopsSection({
  heading,
  level: Heading,
  className,
  headingClassName,
  children,
}: {
  heading: string;
  level: 'h2' | 'h3';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="stops-heading" className={cn('flex flex-col gap-2', className)}>
      <Heading
        id="stops-heading"
        tabIndex={-1}
        className={cn('text-lg font-semibold text-neutral-900 outline-none', headingClassName)}
      >
        {heading}
      </Heading>
      {children}
    </section>
  );
}
