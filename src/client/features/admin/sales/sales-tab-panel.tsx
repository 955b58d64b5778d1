import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AdminSale, AdminSales, AdminSalesTab } from '../../../../shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { adminSalesQuery } from '../admin-api';
import { SearchBox } from '../search-box';
import { AdminSaleTable } from './admin-sale-table';
import { filterSales } from './sale-search';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  tab: AdminSalesTab;
  /** 'Current', 'Upcoming' or 'Past'. */
  label: string;
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
export function SalesTabPanel({ tab, label, sales, term, onTermChange, searchRef, today, onDelete }: Props) {
  const listed = sales[tab];
  const total = sales.totals[tab];
  const complete = listed.length >= total;
  const needle = term.trim();
  const debounced = useDebouncedValue(needle, SEARCH_DEBOUNCE_MS);
  const searched = useQuery({ ...adminSalesQuery(debounced), enabled: !complete && debounced !== '' });
  const noun = label.toLowerCase();

  const { shown, matched, empty, busy } = tabView();
  function tabView(): { shown: AdminSale[]; matched: number; empty: string; busy?: boolean } {
    if (!needle) return { shown: listed, matched: total, empty: `No ${noun} sales` };
    const noMatch = `No sales match "${needle}"`;
    if (complete) {
      const found = filterSales(listed, needle);
      return { shown: found, matched: found.length, empty: noMatch };
    }
    // The server's answer for what is in the box now; while it is on its way, nothing yet.
    if (debounced === needle && searched.data) {
      return { shown: searched.data[tab], matched: searched.data.totals[tab], empty: noMatch };
    }
    if (debounced === needle && searched.isError)
      return { shown: [], matched: 0, empty: 'Error loading sales' };
    return { shown: [], matched: 0, empty: 'Searching…', busy: true };
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox
          ref={searchRef}
          label={`Search ${noun} sales`}
          placeholder="Title, address, city, seller…"
          value={term}
          onChange={onTermChange}
        />
        <Badge variant="outline" role="status">
          {busy
            ? 'Searching…'
            : shown.length < matched
              ? `${shown.length} of ${matched} shown`
              : `${shown.length} shown`}
        </Badge>
      </div>
      <AdminSaleTable
        sales={shown}
        caption={`${label} sales`}
        today={today}
        empty={empty}
        onDelete={onDelete}
      />
      {shown.length < matched && (
        <p className="mt-2 text-sm text-neutral-600">
          The first {shown.length} are listed. Search by title, address, city or seller to find the others.
        </p>
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
