import { Clock, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { formatLongDate, formatTime12 } from '../../../shared/date-format';
import type { Sale } from '../../../shared/schemas/sale';
import { formatLocation } from '../../lib/format';
import type { LastPlan } from './last-plan';
import { MY_LOCATION_LABEL } from './plan-form';
import { PlanQr } from './plan-qr';
import { formatDuration, hoursOn } from './plan-settings';
import { RouteActions } from './route-actions';

const PlanMap = lazy(() => import('./plan-map'));

interface Props {
  route: LastPlan;
  sales: ReadonlyMap<number, Sale>;
  shareUrl: string;
}

const SOURCE_TEXT = {
  router: 'Driving times from the road router.',
  'straight-line': 'Driving times are estimates from straight-line distances.',
} as const;

/** The planned route: on screen with its actions, on paper as the route sheet (print: variants). */
export function RouteResult({ route, sales, shareUrl }: Props) {
  const { request, answer } = route;
  const date = request.startDate;
  const visited = answer.stops.flatMap((stop) => {
    const sale = sales.get(stop.saleId);
    return sale ? [{ stop, sale }] : [];
  });
  const planned = new Date(route.plannedAt);
  return (
    <section aria-labelledby="route-heading" className="flex flex-col gap-4" data-testid="route-result">
      <div>
        <h2 id="route-heading" tabIndex={-1} className="text-xl font-semibold text-neutral-900 outline-none">
          Your route for {formatLongDate(date)}
        </h2>
        <p className="mt-1 text-neutral-800">
          From {route.startLabel === MY_LOCATION_LABEL ? 'your location' : route.startLabel} at{' '}
          {formatTime12(request.startTime)}, {request.stayMinutes} min at each sale.{' '}
          <span data-testid="route-total">{formatDuration(answer.totalDriveMinutes)} of driving.</span>
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {SOURCE_TEXT[answer.source]} Planned{' '}
          {planned.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}.
        </p>
      </div>

      <RouteActions
        start={request.start}
        stops={visited.map(({ sale }) => sale.position)}
        answer={answer}
        date={date}
        shareUrl={shareUrl}
      />

      <ol className="flex flex-col gap-2" aria-label="Stops in order" data-testid="route-stops">
        {visited.map(({ stop, sale }, index) => (
          <li
            key={stop.saleId}
            className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 break-inside-avoid print:border-neutral-400"
            data-sale-id={stop.saleId}
          >
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-green-700 font-bold text-white print:border print:border-neutral-900 print:bg-white print:text-neutral-900"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold break-words text-neutral-900">
                <span className="sr-only">Stop {index + 1}: </span>
                {sale.title}
              </h3>
              <p className="flex items-start gap-1.5 text-sm text-neutral-800">
                <MapPin className="mt-0.5 size-3.5 shrink-0 text-neutral-600" aria-hidden="true" />
                <span>
                  {sale.address}, {formatLocation(sale)}
                </span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm font-medium text-neutral-900">
                <Clock className="size-3.5 text-neutral-600" aria-hidden="true" />
                <span data-testid="stop-times">
                  Arrive {formatTime12(stop.arrival)}, leave {formatTime12(stop.departure)}
                </span>
                {stop.wait > 0 && (
                  <span className="text-amber-800">wait {formatDuration(stop.wait)} for it to open</span>
                )}
              </p>
              <p className="text-sm text-neutral-700">Hours that day: {hoursOn(sale, date)}</p>
            </div>
          </li>
        ))}
      </ol>

      {answer.unreachable.length > 0 && (
        <section
          aria-labelledby="unreachable-heading"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <h3 id="unreachable-heading" className="font-semibold text-amber-950">
            Cannot be reached while open
          </h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-amber-950" data-testid="route-unreachable">
            {answer.unreachable.map((item) => (
              <li key={item.saleId}>
                <strong className="font-semibold">
                  {sales.get(item.saleId)?.title ?? `Sale ${item.saleId}`}
                </strong>
                : {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-col gap-4 sm:flex-row print:flex-row print:items-start">
        <section
          aria-label="Map of the route"
          className="relative z-0 h-72 w-full min-w-0 overflow-hidden sm:flex-1 print:flex-1 rounded-lg border border-neutral-200 print:h-64"
        >
          <Suspense fallback={null}>
            <PlanMap
              start={request.start}
              stops={visited.map(({ sale }) => sale.position)}
              legs={answer.legs}
            />
          </Suspense>
        </section>
        <PlanQr url={shareUrl} className="hidden shrink-0 print:block" />
      </div>
    </section>
  );
}
