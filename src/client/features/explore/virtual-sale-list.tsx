import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type ComponentProps,
  memo,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { SaleCard } from '../../components/sale/sale-card';
import {
  knownScrollOffset,
  knownWindowRect,
  observeWindowAfterLayout,
  scrollWindowAfterMount,
} from './window-after-layout';

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
 * Where the server-drawn first screen's list starts in the page (server/web/explore-shell.ts draws it in
 * the very place of this one), read while React builds the page that replaces it; none when it is gone.
 * With it the take-over draws the rows in view and no more: from the page's top, it drew twice as many
 * cards, most of them out of view, in the commit that puts the page up (the longest task of Explore's
 * first seconds, profiled: decision 0029). The page is laid out already: reading it costs no layout.
 */
function serverDrawnListTop(): number | undefined {
  const list = document.querySelector('[data-server-drawn-list]');
  return list ? list.getBoundingClientRect().top + window.scrollY : undefined;
}

/**
 * The same, read as this module starts, before React takes the page over (the server-drawn page is laid
 * out then: it costs nothing), for a list that mounts after the take-over: when the list's answer comes
 * after it, the server's list has made way for the loading cards by then, and the list counted from the
 * page's top, which drew seven rows where one is in view on a phone (a frame of 10 to 12 ms of CPU,
 * profiled: decision 0029, third session). The list takes that place; a notice above it (a capped list)
 * moves it down a little, which only draws a row more until the list's top is measured.
 */
const listTopAtStart = typeof document === 'undefined' ? undefined : serverDrawnListTop();

/**
 * Rows drawn beyond the viewport's ends: one at first, so that the take-over's commit (the whole page at
 * once) holds no more cards than it must, then four, in a render of their own once the page is up (Tab's
 * next card is then always there to focus).
 */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setOverscan(4)), 0);
    return () => clearTimeout(timer);
  }, []);
  return overscan;
}

/**
 * Where the list starts in the page, kept up to date: the filter panel above it opens and closes on
 * phones and moves it down and up. Measured once the browser has laid the page out, and applied as a
 * transition: measured and set in the layout effect as it was, it made the browser lay out the page and
 * React draw the list again at once, inside the task that put the page up (the longest task of Explore's
 * first seconds, profiled: issue 27). Until then the list counts from where the server-drawn list is, or
 * was as the page started (else from the page's top, which draws the first rows and a few more), each row
 * in its right place (a row's place is from the list's top).
 */
function usePageTop(ref: RefObject<HTMLElement | null>): number {
  // No server-drawn list as the page started: none to look for now.
  const [top, setTop] = useState(() =>
    listTopAtStart === undefined ? 0 : (serverDrawnListTop() ?? listTopAtStart),
  );
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const measured = element.getBoundingClientRect().top + window.scrollY;
      startTransition(() => setTop(measured));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Its first call comes once the page is laid out: measuring in this effect laid it out at once.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * A card drawn again only when what it shows changes: the list is drawn again as it learns where it starts
 * and how tall its rows are, and its cards need not be.
 */
const ListedCard = memo(
  SaleCard,
  (before: ComponentProps<typeof SaleCard>, after: ComponentProps<typeof SaleCard>) =>
    before.sale === after.sale &&
    before.onSelect === after.onSelect &&
    before.currentUserId === after.currentUserId &&
    before.distanceKm === after.distanceKm &&
    before.placement?.index === after.placement?.index &&
    before.placement?.total === after.placement?.total,
);

/**
 * A row's height: from the resize observer, which reports it once the browser has laid the page out,
 * before it paints. Asked when a row is first put in the page, it answers what it knows (the guess):
 * reading the row's size there made the browser lay out the whole new page inside the task that put it
 * up, and React draw the list again at once (issue 27). A row with no layout (a hidden page, or no layout
 * engine at all) keeps the guess rather than 0.
 */
function measureRow(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const measured = entry?.borderBoxSize?.[0]?.blockSize;
  if (measured) return Math.round(measured);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(row));
  return virtualizer.itemSizeCache.get(key) ?? ROW_HEIGHT + ROW_GAP;
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
  const overscan = useOverscan();
  const rows = Math.ceil(sales.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_HEIGHT + ROW_GAP,
    measureElement: measureRow,
    overscan,
    scrollMargin,
    // The window's size from the start: without it the list is drawn for a window 0 px tall, then again,
    // at once, when the window is measured. Not read from the window here (window-after-layout.ts).
    initialRect: knownWindowRect(),
    initialOffset: knownScrollOffset,
    // ...and reads it again, or scrolls, only once the page is laid out, not inside the commit that puts
    // it up (window-after-layout.ts).
    observeElementRect: observeWindowAfterLayout,
    scrollToFn: scrollWindowAfterMount,
    // The rows' places and the list's height are written straight to the page as the rows are measured;
    // React draws the list again only when other rows come into view.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  const setListRef = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the rows between the list and its cards are not items.
    <div
      ref={setListRef}
      role="list"
      // The last row's gap below it is not the list's (the virtualizer writes the rows' whole height).
      className="relative -mb-3"
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
        >
          {sales.slice(row.index * columns, row.index * columns + columns).map((sale, column) => (
            <ListedCard
              key={sale.id}
              sale={sale}
              onSelect={onSelect}
              currentUserId={currentUserId}
              distanceKm={distances?.get(sale.id)}
              placement={{ index: row.index * columns + column, total: sales.length }}
              badges
            />
          ))}
        </div>
      ))}
    </div>
  );
}
