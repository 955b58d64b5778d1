import { Clock, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { formatNumber } from '../../../shared/i18n/format-number';
import { MAX_LIST_RESULTS, type SaleFilters } from '../../../shared/schemas/filters';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { SaleCard } from '../../components/sale/sale-card';
import { Button } from '../../components/ui/button';
import { type ProductNoun, useProductNoun } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { distancesFrom, type SortOrder, sortSales } from './near-me/sort-sales';
import type { ShopperPlace } from './near-me/use-near-me';
import { useGoogleMapsKey, useSales } from './use-sales';
import { VirtualSaleList } from './virtual-sale-list';

/**
 * From this many cards on, the list is drawn a window at a time (decision 0010): a usual week's few dozen
 * cards cost nothing to draw whole, a busy week's hundreds would hold up the first paint.
 */
export const VIRTUALIZE_FROM = 60;

interface Props {
  filters: SaleFilters;
  onSelect: (id: number) => void;
  /** 'Clear Filters' of the empty list: every filter back to this week's window. */
  onReset: () => void;
  /** The "Open now" list's way out when nothing is open: today's sales instead. */
  onShowToday: () => void;
  /** The heading that names the list. */
  labelledBy: string;
  /** The shopper's place ("Near me"): cards show their distance from it, and the list may be sorted by it. */
  place?: ShopperPlace | null;
  sort?: SortOrder;
}

/** The list's sales in the shopper's order, with their distances when a place is set. */
export function useOrderedSales(
  sales: SaleSummary[] | undefined,
  place?: ShopperPlace | null,
  sort?: SortOrder,
) {
  return useMemo(() => {
    const distances = sales && place ? distancesFrom(sales, place.position) : undefined;
    return { distances, ordered: sales ? sortSales(sales, sort ?? 'soonest', distances) : undefined };
  }, [sales, place, sort]);
}

export function SaleList({ filters, onSelect, onReset, onShowToday, labelledBy, place, sort }: Props) {
  const noun = useProductNoun();
  const t = useT('explore');
  const locale = useLocale();
  const productPlural = noun.plural;
  const user = useCurrentUser();
  const key = useGoogleMapsKey();
  // The cards follow the list's answer in a render React may pause (a deferred value): a busy week's first
  // cards took a task of about 100 ms on a phone when drawn at once with the answer (profiled: issue 27).
  const sales = useDeferredValue(useSales(filters));
  const { distances, ordered } = useOrderedSales(sales.data, place, sort);

  if (key.isError || sales.isError) {
    // The map shows spec §2's overlay with its Retry (a reload) at the same time: one action, named here.
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-6 text-center" role="alert">
        <p className="font-medium text-red-800">
          {sales.error?.message ?? t('list.fetchFailed', { productPlural })}
        </p>
        <p className="mt-1 text-sm text-red-800">{t('list.retryOnMap')}</p>
      </div>
    );
  }

  if (sales.isPending) {
    return (
      <ul className="grid gap-3 lg:grid-cols-2" aria-labelledby={labelledBy} aria-busy="true">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className="h-32 animate-pulse rounded-lg border border-neutral-200 bg-white">
            <span className="sr-only">{t('list.loading', { productPlural })}</span>
          </li>
        ))}
      </ul>
    );
  }

  if (sales.data.length === 0) {
    return (
      <EmptyList
        openNow={filters.when === 'open-now'}
        narrowed={Boolean(
          filters.city || filters.neighborhood || filters.categoryIds?.length || filters.searchTerm,
        )}
        onReset={onReset}
        onShowToday={onShowToday}
        noun={noun}
      />
    );
  }

  return (
    <>
      {sales.data.length >= MAX_LIST_RESULTS && (
        // The API answers at most this many: say so rather than let the list look complete.
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t('list.capped', { max: formatNumber(MAX_LIST_RESULTS, locale), productPlural })}
        </p>
      )}
      {sales.data.length >= VIRTUALIZE_FROM ? (
        <VirtualSaleList
          sales={ordered ?? sales.data}
          distances={distances}
          onSelect={onSelect}
          currentUserId={user?.id ?? null}
          labelledBy={labelledBy}
          busy={sales.isPlaceholderData}
        />
      ) : (
        <ul
          className="grid gap-3 lg:grid-cols-2"
          aria-labelledby={labelledBy}
          aria-busy={sales.isPlaceholderData}
          data-testid="sale-list"
        >
          {(ordered ?? sales.data).map((sale) => (
            <SaleCard
              key={sale.id}
              sale={sale}
              onSelect={onSelect}
              currentUserId={user?.id ?? null}
              distanceKm={distances?.get(sale.id)}
              badges
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface EmptyListProps {
  /** The "Open now" chip is on: nothing is open at this minute, which says more than "nothing found". */
  openNow: boolean;
  /** Filters beside the quick one (a city, categories, a search). */
  narrowed: boolean;
  onReset: () => void;
  onShowToday: () => void;
  noun: ProductNoun;
}

function EmptyList({ openNow, narrowed, onReset, onShowToday, noun }: EmptyListProps) {
  const t = useT('explore');
  const productPlural = noun.plural;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
      {openNow ? (
        <Clock className="size-8 text-neutral-500" aria-hidden="true" />
      ) : (
        <SearchX className="size-8 text-neutral-500" aria-hidden="true" />
      )}
      {openNow ? (
        <>
          <p className="font-medium text-neutral-900">
            {t(narrowed ? 'empty.openNowNarrowed' : 'empty.openNow', { productPlural })}
          </p>
          <p className="text-sm text-neutral-700">{t('empty.openNowHint', { productPlural })}</p>
        </>
      ) : (
        <p className="text-neutral-800">{t('empty.none', { productPlural })}</p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {openNow && <Button onClick={onShowToday}>{t('empty.showToday', { productPlural })}</Button>}
        <Button variant={openNow ? 'outline' : 'primary'} onClick={onReset}>
          {t('clearFilters')}
        </Button>
      </div>
    </div>
  );
}
