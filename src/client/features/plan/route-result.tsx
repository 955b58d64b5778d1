import { lazy, Suspense } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalog-types';
import { formatLongDay, formatTimeOfDay } from '../../../shared/i18n/format-date';
import { INTL_LOCALE } from '../../../shared/i18n/locales';
import type { Sale } from '../../../shared/schemas/sale';
import { useConfig } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import type { LastPlan } from './last-plan';
import { startLabelIn } from './plan-form';
import { PlanQr } from './plan-qr';
import { formatDuration } from './plan-settings';
import { RouteActions } from './route-actions';
import { RouteStops } from './route-stops';

const PlanMap = lazy(() => import('./plan-map'));

interface Props {
  route: LastPlan;
  sales: ReadonlyMap<number, Sale>;
  shareUrl: string;
  /** The stops' heading, 'Stops in your plan (3)'. */
  stopsHeading: string;
  onRemove?: (saleId: number) => void;
}

const SOURCE_TEXT = {
  router: 'route.sourceRouter',
  'straight-line': 'route.sourceStraightLine',
} as const satisfies Record<LastPlan['answer']['source'], MessageKey<'plan'>>;

/** The planned route: on screen with its actions, on paper as the route sheet (print: variants). */
export function RouteResult({ route, sales, shareUrl, stopsHeading, onRemove }: Props) {
  const config = useConfig();
  const t = useT('plan');
  const locale = useLocale();
  const { request, answer } = route;
  const date = request.startDate;
  const visited = answer.stops.flatMap((stop) => sales.get(stop.saleId) ?? []);
  const planned = new Date(route.plannedAt);
  return (
    <section aria-labelledby="route-heading" className="flex flex-col gap-4" data-testid="route-result">
      <div>
        <h2 id="route-heading" tabIndex={-1} className="text-xl font-semibold text-neutral-900 outline-none">
          {t('route.heading', { date: formatLongDay(date, locale) })}
        </h2>
        <p className="mt-1 text-neutral-800">
          {t('route.from', {
            start: startLabelIn(route.startLabel, t, true),
            time: formatTimeOfDay(request.startTime, locale),
            stay: request.stayMinutes,
          })}{' '}
          <span data-testid="route-total">
            {t('route.driving', { duration: formatDuration(answer.totalDriveMinutes) })}
          </span>
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {t(SOURCE_TEXT[answer.source])}{' '}
          {t('route.planned', {
            // The reader's own conventions in English, as before; Canadian French on a French page.
            when: planned.toLocaleString(locale === 'en' ? [] : INTL_LOCALE[locale], {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
      </div>

      <RouteActions
        start={request.start}
        stops={visited.map((sale) => sale.position)}
        answer={answer}
        date={date}
        shareUrl={shareUrl}
      />

      <RouteStops route={route} sales={sales} heading={stopsHeading} onRemove={onRemove} />

      <div className="flex flex-col gap-4 sm:flex-row print:flex-row print:items-start">
        <div className="min-w-0 sm:flex-1 print:flex-none">
          {/*
            One named picture: its numbered markers, tiles and line say nothing one by one. Nothing in it
            takes the focus (no zoom buttons, no keyboard handling; the list carries every detail). Its
            size on paper is fixed (print: classes) so the route can be fitted to it before printing.
          */}
          <div
            role="img"
            aria-label={t('map.label', { count: visited.length, startMarker: t('map.startMarker') })}
            className="relative z-0 h-72 w-full overflow-hidden rounded-lg border border-neutral-200 print:h-64 print:w-[26rem]"
            data-testid="plan-map"
          >
            {/* Hidden inside the picture: not every reader leaves an image's content out by itself. */}
            <div aria-hidden="true" className="size-full">
              <Suspense fallback={null}>
                <PlanMap
                  start={request.start}
                  stops={visited.map((sale) => sale.position)}
                  legs={answer.legs}
                />
              </Suspense>
            </div>
          </div>
          <p
            className="mt-1 text-xs text-neutral-700 [&_a]:underline"
            // The tile server's attribution, HTML from the site's configuration (as Leaflet shows it).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's TILE_ATTRIBUTION, not user input.
            dangerouslySetInnerHTML={{ __html: config.tileAttribution }}
          />
        </div>
        <PlanQr url={shareUrl} className="hidden shrink-0 print:block" />
      </div>
    </section>
  );
}
