import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminSale, AdminSales, AdminSalesTab } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n';
import { adminSalesQuery } from '../admin-api';
import { SearchBox } from '../search-box';
import { AdminSaleTable } from './admin-sale-table';
import { filterSales } from './sale-search';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  tab: AdminSalesTab;
  /** The unsearched answer: the tab's first sales and how many it holds in all. */
  sales: AdminSales;
  term: string;
  onTermChange: (term: string) => void;
  searchRef: (element: HTMLInputElement | null) => void;
  today: string;
  onDelete: (sale: AdminSale) => void;
}

/**
 * One tab of the admin sales screen: its search box, the count badge and the table. A tab whose sales
 * all came with the page is searched as one types; a longer one (the server lists ADMIN_SALES_TAB_LIMIT) asks
 * the server, so a sale from years ago is found too.
 */
export function SalesTabPanel({ tab, sales, term, onTermChange, searchRef, today, onDelete }: Props) {
  const t = useT('admin');
  const listed = sales[tab];
  const total = sales.totals[tab];
  const complete = listed.length >= total;
  const needle = term.trim();
  const debounced = useDebouncedValue(needle, SEARCH_DEBOUNCE_MS);
  const searched = useQuery({ ...adminSalesQuery(debounced), enabled: !complete && debounced !== '' });

  const { shown, matched, empty, busy } = tabView();
  function tabView(): { shown: AdminSale[]; matched: number; empty: string; busy?: boolean } {
    if (!needle) return { shown: listed, matched: total, empty: t(`sales.empty.${tab}`) };
    const noMatch = t('sales.noMatch', { term: needle });
    if (complete) {
      const found = filterSales(listed, needle);
      return { shown: found, matched: found.length, empty: noMatch };
    }
    // The server's answer for what is in the box now; while it is on its way, nothing yet.
    if (debounced === needle && searched.data) {
      return { shown: searched.data[tab], matched: searched.data.totals[tab], empty: noMatch };
    }
    if (debounced === needle && searched.isError)
      return { shown: [], matched: 0, empty: t('sales.loadError') };
    return { shown: [], matched: 0, empty: t('sales.searching'), busy: true };
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox
          ref={searchRef}
          label={t(`sales.search.${tab}`)}
          placeholder={t('sales.searchPlaceholder')}
          value={term}
          onChange={onTermChange}
        />
        <Badge variant="outline" role="status">
          {busy
            ? t('sales.searching')
            : shown.length < matched
              ? t('common.shownOf', { shown: shown.length, matched })
              : t('common.shown', { shown: shown.length })}
        </Badge>
      </div>
      <AdminSaleTable
        sales={shown}
        caption={t(`sales.caption.${tab}`)}
        today={today}
        empty={empty}
        onDelete={onDelete}
      />
      {shown.length < matched && (
        <p className="mt-2 text-sm text-neutral-600">{t('sales.firstListed', { count: shown.length })}</p>
      )}
    </>
  );
}

/** `value`, once it has stayed the same for `ms` (a search is sent when the typing pauses). */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
