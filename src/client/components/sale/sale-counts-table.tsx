import { useId } from 'react';
import { formatNumber } from '../../../shared/i18n/format-number';
import type { SaleCounts, SaleStats } from '../../../shared/schemas/sale-stats';
import { useLocale, useT } from '../../lib/i18n';

const ROWS: readonly (keyof SaleCounts)[] = ['views', 'saves', 'plans', 'calendars'];

/** True when nobody has counted yet: the card then stays as it was before counters (issue 26). */
function nothingCounted(stats: SaleStats): boolean {
  return ROWS.every((row) => stats.all[row] === 0);
}

/**
 * Who is coming (issue 26): how many opened, saved, planned and put the sale in a calendar, this week and
 * in all. A real table, so a screen reader reads each number with its row and column ("Opened, This week,
 * 12"); three narrow columns fit a phone's card.
 */
export function SaleStatsTable({ stats }: { stats: SaleStats }) {
  const t = useT('my-sales');
  const locale = useLocale();
  const titleId = useId();
  if (nothingCounted(stats)) return null;
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <section className="mt-2 rounded-lg bg-neutral-50 p-3" aria-labelledby={titleId} data-testid="sale-stats">
      <h3 id={titleId} className="text-sm font-semibold text-neutral-900">
        {t('stats.title')}
      </h3>
      <table className="mt-1 w-full text-sm text-neutral-800">
        <thead>
          <tr className="text-xs text-neutral-600">
            <th scope="col" className="py-1 pr-2 text-left font-medium">
              <span className="sr-only">{t('stats.what')}</span>
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('stats.week')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('stats.all')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row} className="border-t border-neutral-200" data-stat={row}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {t(`stats.${row}`)}
              </th>
              <td className={cell}>{formatNumber(stats.week[row], locale)}</td>
              <td className={`${cell} font-semibold`}>{formatNumber(stats.all[row], locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-neutral-600">{t('stats.note')}</p>
    </section>
  );
}
