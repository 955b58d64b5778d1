import { useId } from 'react';
import type { SaleStats } from '../../../shared/schemas/sale-stats';
import { nothingCounted, SaleCountsTable } from '../../components/sale/sale-counts-table';
import { useT } from '../../lib/i18n';

/** A My Sales card's "Who is coming": its counters' table and how they are counted; none while nothing is. */
export function SaleStatsPanel({ stats }: { stats: SaleStats }) {
  const t = useT('my-sales');
  const titleId = useId();
  if (nothingCounted(stats)) return null;
  return (
    <section className="mt-2 rounded-lg bg-neutral-50 p-3" aria-labelledby={titleId} data-testid="sale-stats">
      <h3 id={titleId} className="text-sm font-semibold text-neutral-900">
        {t('stats.title')}
      </h3>
      <SaleCountsTable stats={stats} className="mt-1" />
      <p className="mt-1 text-xs text-neutral-600">{t('stats.note')}</p>
    </section>
  );
}
