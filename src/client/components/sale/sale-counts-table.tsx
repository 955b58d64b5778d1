import { formatNumber } from '../../../shared/i18n/format-number';
import type { SaleCounts, SaleStats } from '../../../shared/schemas/sale-stats';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';

const ROWS: readonly (keyof SaleCounts)[] = ['views', 'saves', 'plans', 'calendars'];

/** True when nobody has counted yet: My Sales' card and the admin list then show no table (issue 26). */
export function nothingCounted(stats: SaleStats): boolean {
  return ROWS.every((row) => stats.all[row] === 0);
}

/**
 * Who is coming (issue 26): how many opened, saved, planned and put the sale in a calendar, this week and
 * in all, for its seller (My Sales) and for administrators (the admin sales list). A real table, so a
 * screen reader reads each number with its row and column ("Opened, This week, 12"); three narrow
 * columns fit a phone.
 */
export function SaleCountsTable({ stats, className }: { stats: SaleStats; className?: string }) {
  const t = useT('my-sales');
  const locale = useLocale();
  const cell = 'px-2 py-1 text-right tabular-nums';
  return (
    <table className={cn('w-full text-sm text-neutral-800', className)}>
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
  );
}
