import { formatMediumDate } from '../../../../shared/i18n/format-date';
import { useLocale, useT } from '../../../lib/i18n';
import { DataTable, EmptyRow, Td } from '../data-table';
import { EventSection } from './event-section';
import type { EventDashboard } from './events-admin-api';

interface Bar {
  label: string;
  count: number;
}

/**
 * A list of counts drawn as bars: each row says its label and count in words, the bar is only a picture
 * of the count (hidden from screen readers), so no chart library and nothing lost without sight.
 */
function BarList({ title, bars, empty }: { title: string; bars: Bar[]; empty: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-800">{title}</h3>
      {bars.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1.5">
          {bars.map((bar) => (
            <li
              key={bar.label}
              className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-2 text-sm"
            >
              <span className="truncate text-neutral-800" title={bar.label}>
                {bar.label}
              </span>
              <span aria-hidden="true" className="h-3 rounded-sm bg-neutral-100">
                <span
                  className="block h-3 rounded-sm bg-green-700"
                  style={{ width: `${(bar.count / max) * 100}%` }}
                />
              </span>
              <span className="tabular-nums text-neutral-900">{bar.count}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The organizer's dashboard: registrations by day, by city and neighbourhood, by category; the numbered list. */
export function EventDashboardView({ data }: { data: EventDashboard }) {
  const t = useT('events-admin');
  const locale = useLocale();
  const empty = t('admin.dashboard.none');
  return (
    <>
      <EventSection title={t('admin.dashboard.title')}>
        <div className="grid gap-6 lg:grid-cols-3">
          <BarList
            title={t('admin.dashboard.byDay')}
            empty={empty}
            bars={data.byDay.map((row) => ({ label: formatMediumDate(row.date, locale), count: row.count }))}
          />
          <BarList
            title={t('admin.dashboard.byCity')}
            empty={empty}
            bars={data.byCity.map((row) => ({
              label: row.neighborhood
                ? t('admin.dashboard.cityNeighborhood', row as { city: string; neighborhood: string })
                : row.city,
              count: row.count,
            }))}
          />
          <BarList
            title={t('admin.dashboard.byCategory')}
            empty={empty}
            bars={data.byCategory.map((row) => ({ label: row.category, count: row.count }))}
          />
        </div>
      </EventSection>
      <NumberedList sales={data.sales} />
    </>
  );
}

function NumberedList({ sales }: { sales: EventDashboard['sales'] }) {
  const t = useT('events-admin');
  const locale = useLocale();
  const columns = [
    t('admin.sales.number'),
    t('admin.sales.title'),
    t('admin.sales.address'),
    t('admin.sales.dates'),
    t('admin.sales.seller'),
  ];
  return (
    <EventSection title={t('admin.sales.heading')} description={t('admin.sales.description')}>
      <DataTable caption={t('admin.sales.heading')} columns={columns}>
        {sales.length === 0 ? (
          <EmptyRow columns={columns.length}>{t('admin.sales.empty')}</EmptyRow>
        ) : (
          sales.map((sale) => (
            <tr key={sale.saleId}>
              <Td className="font-semibold tabular-nums text-neutral-900">
                {sale.number === null ? t('admin.sales.unnumbered') : `#${sale.number}`}
              </Td>
              <Td>
                <a
                  href={`/garage-sales/${sale.saleId}`}
                  className="text-green-800 underline underline-offset-2"
                >
                  {sale.title}
                </a>
              </Td>
              <Td label={t('admin.sales.address')}>
                {[sale.address, sale.neighborhood, sale.city].filter(Boolean).join(', ')}
              </Td>
              <Td label={t('admin.sales.dates')}>
                {sale.startDate === sale.endDate
                  ? formatMediumDate(sale.startDate, locale)
                  : t('admin.sales.range', {
                      start: formatMediumDate(sale.startDate, locale),
                      end: formatMediumDate(sale.endDate, locale),
                    })}
                {!sale.followsEventDates && (
                  <span className="block text-xs text-neutral-600">{t('admin.sales.ownDates')}</span>
                )}
              </Td>
              <Td label={t('admin.sales.seller')} className="break-all">
                {sale.sellerEmail}
              </Td>
            </tr>
          ))
        )}
      </DataTable>
    </EventSection>
  );
}
