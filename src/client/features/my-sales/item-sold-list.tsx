import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SaleItem } from '../../../shared/schemas/sale-items';
import { apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { refreshSaleQueries } from './use-my-sales';

/**
 * Issue 26: on the day, the seller ticks what sold (PATCH /api/garage-sales/{id}/items/{itemId}); sold items
 * are crossed out on the sale's page and no longer bring shoppers through a search.
 */
export function ItemSoldList({ saleId, items }: { saleId: number; items: readonly SaleItem[] }) {
  const t = useT('my-sales');
  const headingId = useId();
  const client = useQueryClient();
  // The ticks as the seller set them, until the refreshed list says the same.
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const mark = async (item: SaleItem, sold: boolean) => {
    setBusy(item.id);
    setTicked((state) => ({ ...state, [item.id]: sold }));
    try {
      await apiRequest('PATCH', `/api/garage-sales/${saleId}/items/${item.id}`, { sold });
      await refreshSaleQueries(client, saleId);
    } catch {
      setTicked((state) => ({ ...state, [item.id]: !sold }));
      toast({ title: t('items.failed'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="mt-3 rounded-lg border border-neutral-200 p-3" aria-labelledby={headingId}>
      <legend id={headingId} className="px-1 text-sm font-semibold text-neutral-900">
        {t('items.heading')}
      </legend>
      <ul className="grid gap-1">
        {items.map((item) => {
          const sold = ticked[item.id] ?? item.sold;
          return (
            <li key={item.id}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-neutral-900 sm:min-h-8">
                <input
                  type="checkbox"
                  className="size-5 accent-green-700"
                  checked={sold}
                  aria-busy={busy === item.id || undefined}
                  onChange={(event) => {
                    if (busy === null) void mark(item, event.target.checked);
                  }}
                />
                <span className={sold ? 'text-neutral-600 line-through' : undefined}>{item.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
