import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { saleDisplayStatus } from '../../../../shared/dates';
import type { AdminSale } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatLocation } from '../../../lib/format';
import { type Column, DataTable, EmptyRow, Td } from '../data-table';
import { formatSaleDays } from './sale-format';

const COLUMNS: Column[] = ['Sale', 'Seller', 'Dates', 'Location', 'Status', { label: 'Actions', end: true }];

/** The sales of one admin tab: title, seller, dates, place, status, and View and Delete. */
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
  return (
    <DataTable columns={COLUMNS} caption={caption}>
      {sales.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>{empty}</EmptyRow>
      ) : (
        sales.map((sale) => (
          <AdminSaleRow key={sale.id} sale={sale} today={today} onDelete={() => onDelete(sale)} />
        ))
      )}
    </DataTable>
  );
}

function AdminSaleRow({ sale, today, onDelete }: { sale: AdminSale; today: string; onDelete: () => void }) {
  const status = saleDisplayStatus(sale, today);
  return (
    <tr data-sale-id={sale.id}>
      <Td className="max-w-64">
        <div className="font-semibold text-neutral-900 break-words">{sale.title}</div>
        <div className="text-xs text-neutral-600 break-words">{sale.address}</div>
      </Td>
      <Td>
        <div className="text-neutral-900">{sale.userName ?? 'No name given'}</div>
        <div className="text-xs break-words text-neutral-600">{sale.userEmail}</div>
      </Td>
      <Td className="whitespace-nowrap">{formatSaleDays(sale.startDate, sale.endDate)}</Td>
      <Td>{formatLocation(sale)}</Td>
      <Td className="max-md:pt-1.5">
        <div className="flex flex-wrap gap-1">
          <Badge variant={status === 'Completed' || status === 'Ended' ? 'outline' : 'soft'}>{status}</Badge>
          {!sale.isActive && (
            <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
              Hidden
            </Badge>
          )}
        </div>
      </Td>
      <Td className="md:text-right max-md:pt-2">
        <div className="flex gap-2 md:justify-end">
          <Link
            href={`/garage-sales/${sale.id}`}
            aria-label={`View ${sale.title}`}
            className={buttonClasses('outline', 'sm')}
          >
            <Eye aria-hidden="true" />
            View
          </Link>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Delete ${sale.title}`}
            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </Td>
    </tr>
  );
}
