import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { formatOpeningWindowIn, formatShortDayIn } from '../../../../shared/i18n/format-hours';
import { formatDistanceKm } from '../../../../shared/i18n/format-number';
import { INTL_LOCALE } from '../../../../shared/i18n/locales';
import { openingDays } from '../../../../shared/open-now';
import type { SaleFilters } from '../../../../shared/schemas/filters';
import type { Sale, SaleSummary } from '../../../../shared/schemas/sale';
import { useCategoryName } from '../../../lib/category-names';
import { useConfig, useProductNoun } from '../../../lib/config';
import { formatDayRange, formatLocation } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n';
import { categoriesQueryOptions } from '../../../lib/queries';
import { listFilters } from '../explore-url';
import { summarizeFilters } from '../filter-summary';
import type { SortOrder } from '../near-me/sort-sales';
import type { ShopperPlace } from '../near-me/use-near-me';
import { useOrderedSales } from '../sale-list';
import { fullSalesQueryOptions, useSales } from '../use-sales';

interface Props {
  heading: string;
  filters: SaleFilters;
  place: ShopperPlace | null;
  sort: SortOrder;
}

/**
 * Every sale of the current list as plain text for paper, in the list's order: the virtualised list on
 * screen holds only the cards near the viewport. Drawn beside the app (a portal into <body>) so that the
 * print stylesheet can leave out the whole app (nav, map, buttons) and print this alone.
 */
export function PrintableList({ heading, filters, place, sort }: Props) {
  const { today } = useConfig();
  const t = useT('plan');
  const locale = useLocale();
  const categoryName = useCategoryName();
  const noun = useProductNoun();
  const sales = useSales(filters);
  // Each sale's schedule: fetched before "Print list" prints (explore-page.tsx); on the browser's own print
  // it may come too late for the paper, which then has the dates alone rather than hours that may be wrong.
  const full = useQuery(fullSalesQueryOptions(listFilters(filters, today), noun.plural));
  const schedules = new Map(full.data?.map((sale) => [sale.id, sale]));
  const categories = useQuery(categoriesQueryOptions);
  const { distances, ordered } = useOrderedSales(sales.data, place, sort);
  const names = new Map(categories.data?.map((category) => [category.id, category.name]));
  const summary = summarizeFilters(listFilters(filters, today), names, {
    t: useT('explore'),
    locale: useLocale(),
  });
  const list = ordered ?? [];

  return createPortal(
    <section
      id="print-list"
      className="hidden text-black print:block"
      aria-label={t('print.label', { heading })}
    >
      <h1 className="text-xl font-bold">{heading}</h1>
      <p className="mt-1 text-sm">
        {summary.map((item) => t('print.summaryItem', { label: item.label, value: item.value })).join(' · ')}
        {place && t('print.distancesFrom', { place: place.label })}
        {place && sort === 'nearest' && t('print.nearestFirst')}
      </p>
      <p className="text-sm">
        {t('print.printed', {
          // The reader's own conventions in English, as before; Canadian French on a French page.
          when:
            locale === 'en'
              ? new Date().toLocaleString()
              : new Date().toLocaleString(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }),
          count: list.length,
          singular: noun.singular,
          plural: noun.plural,
        })}
      </p>
      <ol className="mt-4 grid gap-3">
        {list.map((sale) => (
          <li
            key={sale.id}
            className="break-inside-avoid border-t border-neutral-400 pt-2"
            data-testid="print-sale"
          >
            <p className="font-semibold">
              {sale.title}
              {distances?.has(sale.id) && ` · ${formatDistanceKm(distances.get(sale.id) as number, locale)}`}
            </p>
            <p className="text-sm">
              {sale.address}, {formatLocation(sale)}
            </p>
            <SaleDays sale={schedules.get(sale.id)} summary={sale} />
            {sale.categories.length > 0 && (
              <p className="text-sm">{sale.categories.map(categoryName).join(', ')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>,
    document.body,
  );
}

/**
 * Each day the sale is open with that day's own hours in 'h:mm a' (spec §9): 'Sat, Nov 28: 10:00 AM –
 * 2:00 PM'. Without the schedule (not fetched in time), the dates alone.
 */
function SaleDays({ sale, summary }: { sale: Sale | undefined; summary: SaleSummary }) {
  const t = useT('plan');
  const locale = useLocale();
  if (!sale) {
    const intlLocale = locale === 'en' ? undefined : INTL_LOCALE[locale];
    return <p className="text-sm">{formatDayRange(summary.startDate, summary.endDate, intlLocale)}</p>;
  }
  const days = openingDays(sale);
  return (
    <ul className="text-sm" data-testid="print-days">
      {days.map(({ date, window }) => (
        <li key={date}>
          {t('print.day', {
            day: formatShortDayIn(date, locale),
            hours: formatOpeningWindowIn(window, locale, t('stops.midnight')),
          })}
        </li>
      ))}
    </ul>
  );
}
