import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { SaleCard } from '../../components/sale/sale-card';

/**
 * A card is 128 px tall (spec §2) unless its title takes two lines, with 12 px between rows (the grid's
 * gap-3): what a row is guessed to take before it is measured.
 */
const ROW_HEIGHT = 128;
const ROW_GAP = 12;
/** Tailwind's lg: two cards a row from here on. */
const TWO_COLUMNS_QUERY = '(min-width: 1024px)';

function useColumns(): number {
  const [columns, setColumns] = useState(() => (window.matchMedia?.(TWO_COLUMNS_QUERY).matches ? 2 : 1));
  useEffect(() => {
    const query = window.matchMedia?.(TWO_COLUMNS_QUERY);
    if (!query) return;
    const update = () => setColumns(query.matches ? 2 : 1);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return columns;
}

/**
 * Where the list starts in the page, kept up to date: the filter panel above it opens and closes on
 * phones and moves it down and up.
 */
function usePageTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (ref.current) setTop(ref.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

interface Props {
  sales: readonly SaleSummary[];
  /** Each sale's distance from the shopper's place, by id, when one is set. */
  distances?: ReadonlyMap<number, number>;
  onSelect: (id: number) => void;
  currentUserId: number | null;
  labelledBy: string;
  busy: boolean;
}

/**
 * A busy week's list (hundreds of cards), drawn a window at a time: only the rows near the viewport are
 * in the page (@tanstack/react-virtual, following the page's own scroll), so the first paint does not wait
 * for 500 cards. Each card says its place in the whole list (aria-posinset/setsize) to screen readers;
 * Tab moves through the cards as before, the rows below the viewport being drawn ahead (overscan) so the
 * next card is always there to focus, and focusing it scrolls it into view. A row (one card, or two side
 * by side as the short list's grid has them, equally tall) is measured once drawn: a two-line title makes
 * it taller than the guess. The rows are no list items: the list (role="list") holds the cards alone.
 */
export function VirtualSaleList({ sales, distances, onSelect, currentUserId, labelledBy, busy }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumns();
  const scrollMargin = usePageTop(listRef);
  const rows = Math.ceil(sales.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    // A row with no layout (a hidden page, or no layout engine at all) keeps the guess rather than 0.
    measureElement: (row) => row.getBoundingClientRect().height || ROW_HEIGHT + ROW_GAP,
    overscan: 4,
    scrollMargin,
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: the rows between the list and its cards are not items.
    <div
      ref={listRef}
      role="list"
      className="relative"
      style={{ height: Math.max(0, virtualizer.getTotalSize() - ROW_GAP) }}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      data-testid="sale-list"
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="absolute left-0 grid w-full gap-3 pb-3 lg:grid-cols-2"
          style={{ top: row.start - scrollMargin }}
        >
          {sales.slice(row.index * columns, row.index * columns + columns).map((sale, column) => (
            <SaleCard
              key={sale.id}
              sale={sale}
              onSelect={onSelect}
              currentUserId={currentUserId}
              distanceKm={distances?.get(sale.id)}
              placement={{ index: row.index * columns + column, total: sales.length }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
