import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { saleDisplayStatus } from '../../../../shared/dates';
import type { AdminSale } from '../../../../shared/schemas/admin';
import type { SaleStats } from '../../../../shared/schemas/sale-stats';
import { nothingCounted, SaleCountsTable } from '../../../components/sale/sale-counts-table';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatLocation } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n';
import { DataTable, EmptyRow, Td } from '../data-table';
import { formatSaleDays } from './sale-format';

const COLUMNS = [
  'sales.column.sale',
  'sales.column.seller',
  'sales.column.dates',
  'sales.column.location',
  'column.status',
  'sales.column.stats',
] as const;
/** The columns and the Actions one, aligned right on a wide screen. */
const COLUMN_COUNT = COLUMNS.length + 1;

/** The sales of one admin tab: title, seller, dates, place, status, counters, and View and Delete. */
export function AdminSaleTable({
  sales,
  caption,
  today,
  empty,
  onDelete,
}: {
  sales: AdminSale[];
  caption: string;
  today: string;
  /** Said in the table when there is no row. */
  empty: string;
  onDelete: (sale: AdminSale) => void;
}) {
  const t = useT('admin');
  return (
    <DataTable
      columns={[...COLUMNS.map((key) => t(key)), { label: t('column.actions'), end: true }]}
      caption={caption}
    >
      {sales.length === 0 ? (
        <EmptyRow columns={COLUMN_COUNT}>{empty}</EmptyRow>
      ) : (
        sales.map((sale) => (
          <AdminSaleRow key={sale.id} sale={sale} today={today} onDelete={() => onDelete(sale)} />
        ))
      )}
    </DataTable>
  );
}

function AdminSaleRow({ sale, today, onDelete }: { sale: AdminSale; today: string; onDelete: () => void }) {
  const t = useT('admin');
  const locale = useLocale();
  const status = saleDisplayStatus(sale, today);
  return (
    <tr data-sale-id={sale.id}>
      <Td className="max-w-64">
        <div className="font-semibold text-neutral-900 break-words">{sale.title}</div>
        <div className="text-xs text-neutral-600 break-words">{sale.address}</div>
      </Td>
      <Td>
        <div className="text-neutral-900">{sale.userName ?? t('sales.noName')}</div>
        <div className="text-xs break-words text-neutral-600">{sale.userEmail}</div>
      </Td>
      <Td className="whitespace-nowrap">{formatSaleDays(sale.startDate, sale.endDate, locale)}</Td>
      <Td>{formatLocation(sale)}</Td>
      <Td className="max-md:pt-1.5">
        <div className="flex flex-wrap gap-1">
          <Badge variant={status === 'Completed' || status === 'Ended' ? 'outline' : 'soft'}>
            {t(`sales.status.${status}`)}
          </Badge>
          {!sale.isActive && (
            <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
              {t('sales.hidden')}
            </Badge>
          )}
        </div>
      </Td>
      <Td className="max-md:pt-1.5" label={t('sales.column.stats')}>
        <SaleCountsCell stats={sale.stats} />
      </Td>
      <Td className="md:text-right max-md:pt-2">
        <div className="flex gap-2 md:justify-end">
          <Link
            href={`/garage-sales/${sale.id}`}
            aria-label={t('sales.viewName', { title: sale.title })}
            className={buttonClasses('outline', 'sm')}
          >
            <Eye aria-hidden="true" />
            {t('sales.view')}
          </Link>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('common.deleteName', { name: sale.title })}
            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {t('common.delete')}
          </Button>
        </div>
      </Td>
    </tr>
  );
}

/**
 * Who is coming (issue 26), as the seller sees it on My Sales: in all at a glance, the whole table
 * (this week and in all) behind a disclosure, so that 200 rows stay one or two lines each.
 */
function SaleCountsCell({ stats }: { stats: SaleStats }) {
  const t = useT('admin');
  if (nothingCounted(stats)) return <span className="text-neutral-600">{t('sales.stats.none')}</span>;
  return (
    <details className="min-w-44" data-testid="admin-sale-stats">
      <summary className="cursor-pointer py-1.5 font-medium text-green-800 hover:underline">
        {t('sales.stats.summary', { views: stats.all.views, saves: stats.all.saves })}
      </summary>
      <SaleCountsTable stats={stats} className="mt-1" />
    </details>
  );
}
