import { useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { exploreHeading } from '../../../shared/explore-heading';
import { MyPlanLink } from '../../components/sale/my-plan-link';
import { Button } from '../../components/ui/button';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import { BrowseByCity } from './browse-by-city';
import { defaultFilters, listFilters, toggleWhen } from './explore-url';
import { FilterPanel } from './filter-panel';
import { SalesMap } from './map/sales-map';
import { NearMeControls } from './near-me/near-me-controls';
import { useNearMe } from './near-me/use-near-me';
import { loadPrintableList, usePrintList } from './print/use-print-list';
import { QuickFilters } from './quick-filters';
import { SaleList } from './sale-list';
import { SaveSearchButton } from './save-search-button';
import { useExploreFilters } from './use-explore-filters';
import { fullSalesQueryOptions } from './use-sales';
import { useSelectedSale } from './use-selected-sale';

// Issue 25: the community sale day's banner and filter, loaded once the list is there (never before it).
const EventBanner = lazy(() => import('./event-banner').then((m) => ({ default: m.EventBanner })));

const PrintableList = lazy(() => loadPrintableList().then((m) => ({ default: m.PrintableList })));

// The modal (carousel, dialog, schedule) is loaded when a sale is first opened, not before the list paints.
const SaleDetailModal = lazy(() =>
  import('../../components/sale/sale-detail-modal').then((m) => ({ default: m.SaleDetailModal })),
);

/**
 * Spec §2 Explore: the map with the filter panel beside it (below it on phones), then the cards. With a
 * `city` it is that city's page (/garage-sales/in/{slug}): the city chosen and named in the heading.
 */
export function ExplorePage({ city }: { city?: string } = {}) {
  const { today } = useConfig();
  const noun = useProductNoun();
  const t = useT('explore');
  const locale = useLocale();
  const [filters, setFilters] = useExploreFilters(city);
  const heading = exploreHeading(t, noun.plural, { when: filters.when, city }, locale);
  useDocumentTitle(city === undefined ? undefined : heading);
  const { selectedId, select, clear } = useSelectedSale();
  // Once loaded the modal stays mounted, so that closing it animates and gives focus back to the card.
  const [modalLoaded, setModalLoaded] = useState(selectedId !== null);
  if (selectedId !== null && !modalLoaded) setModalLoaded(true);
  const resetAll = useCallback(() => setFilters(defaultFilters(today)), [setFilters, today]);
  const showToday = useCallback(
    () => setFilters(toggleWhen(filters, 'today', today)),
    [setFilters, filters, today],
  );
  const nearMe = useNearMe();
  const queryClient = useQueryClient();
  const printList = usePrintList(
    useCallback(
      () => queryClient.fetchQuery(fullSalesQueryOptions(listFilters(filters, today), noun.plural)),
      [queryClient, filters, today, noun.plural],
    ),
  );

  return (
    <>
      {/*
        Wide screens: the panel beside the map is as tall as its fields, with no scrolling of its own; the
        map keeps its 50% of the viewport and stays in view (sticky under the bar) while the page scrolls
        through a long open panel. The bar is 3.5rem (app/nav-bar.tsx).
      */}
      <div className="md:flex md:min-h-[50vh]">
        <SalesMap
          filters={filters}
          onSelect={select}
          className="md:sticky md:top-14 md:min-w-0 md:flex-1 md:self-start"
          shopperPosition={nearMe.place?.position}
          overlay={
            // Shown by the map once the list is there: the page itself does not follow the list's answer,
            // which made its arrival a synchronous render of the whole page (React Query's updates cannot
            // be transitions: 7 to 9 ms of CPU, profiled: decision 0029, third session).
            <Suspense fallback={null}>
              <EventBanner filters={filters} onChange={setFilters} />
            </Suspense>
          }
        />
        <FilterPanel
          filters={filters}
          onChange={setFilters}
          className="border-b md:w-80 md:shrink-0 md:border-b-0 md:border-l"
        />
      </div>
      <section className="mx-auto w-full max-w-6xl px-4 py-6" aria-labelledby="explore-heading">
        <h1 id="explore-heading" className="mb-4 text-2xl font-bold tracking-tight text-neutral-900">
          {heading}
        </h1>
        <div className="mb-4 grid gap-3">
          <QuickFilters filters={filters} onChange={setFilters} />
          <NearMeControls nearMe={nearMe}>
            <Button
              variant="outline"
              size="sm"
              className="ml-auto max-sm:[&_svg]:hidden"
              onClick={printList.print}
              onPointerEnter={printList.warm}
              onFocus={printList.warm}
            >
              <Printer aria-hidden="true" />
              {t('printList')}
            </Button>
          </NearMeControls>
          <div className="flex h-8 items-center justify-between gap-4">
            <MyPlanLink />
            <SaveSearchButton filters={filters} />
          </div>
        </div>
        <SaleList
          filters={filters}
          onSelect={select}
          onReset={resetAll}
          onShowToday={showToday}
          labelledBy="explore-heading"
          place={nearMe.place}
          sort={nearMe.sort}
        />
        <BrowseByCity current={city} />
      </section>
      {printList.printing && (
        <Suspense fallback={null}>
          <PrintableList heading={heading} filters={filters} place={nearMe.place} sort={nearMe.sort} />
        </Suspense>
      )}
      {modalLoaded && (
        <Suspense fallback={null}>
          <SaleDetailModal saleId={selectedId} onClose={clear} />
        </Suspense>
      )}
    </>
  );
}
