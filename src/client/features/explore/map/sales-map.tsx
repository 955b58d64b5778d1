import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import type { SaleFilters } from '../../../../shared/schemas/filters';
import type { SaleSummary } from '../../../../shared/schemas/sale';
import { cn } from '../../../lib/cn';
import { useProductNoun } from '../../../lib/config';
import { useT } from '../../../lib/i18n';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useGoogleMapsKey, useSales } from '../use-sales';
import { MapErrorOverlay, MapLoadingOverlay } from './map-overlays';

// Each map library is loaded only when it is the one in use.
const LeafletSalesMap = lazy(() => import('./leaflet-sales-map'));
const GoogleSalesMap = lazy(() => import('./google-sales-map'));

const NO_SALES: SaleSummary[] = [];

interface Props {
  filters: SaleFilters;
  onSelect: (id: number) => void;
  className?: string;
  /** The shopper's place from "Near me", marked on the map. */
  shopperPosition?: Position | undefined;
  /**
   * Shown over the map's bottom edge, above its attribution, once the list is there (Explore's community
   * sale day banner): over the map, it moves nothing on the page when it appears after the list.
   */
  overlay?: ReactNode;
}

/**
 * The Explore map frame: picks Google Maps when a key is configured and Leaflet otherwise, and shows the
 * loading and failure overlays of spec §2 over either.
 */
export function SalesMap({ filters, onSelect, className, shopperPosition, overlay }: Props) {
  const noun = useProductNoun();
  const t = useT('explore');
  const productPlural = noun.plural;
  const key = useGoogleMapsKey();
  const sales = useSales(filters);
  const [serviceFailed, setServiceFailed] = useState(false);
  const containerRef = useRef<HTMLElement>(null);

  const failed = key.isError || sales.isError || serviceFailed;
  const mapTime = useAfterPaint(key.isSuccess && !sales.isPending);
  const loading = !failed && (key.isPending || sales.isPending || !mapTime);
  const loadingOverlay = <MapLoadingOverlay text={t('map.loading', { productPlural })} />;
  const view = {
    sales: sales.data ?? NO_SALES,
    onSelect,
    containerRef,
    onServiceFailure: () => setServiceFailed(true),
    shopperPosition,
  };
  const count = sales.data?.length ?? 0;

  return (
    <section
      ref={containerRef}
      aria-label={t('map.label', { productPlural })}
      className={cn('relative isolate h-[50vh] overflow-hidden bg-neutral-200', className)}
      data-testid="sales-map"
    >
      {key.isSuccess && mapTime && !failed && (
        <Suspense fallback={loadingOverlay}>
          {key.data.apiKey ? (
            <GoogleSalesMap apiKey={key.data.apiKey} {...view} />
          ) : (
            <LeafletSalesMap {...view} />
          )}
        </Suspense>
      )}
      {sales.isSuccess && (
        <p className="sr-only" role="status">
          {t('map.count', { count, productSingular: noun.singular, productPlural })}
        </p>
      )}
      {overlay && sales.isSuccess && <div className="absolute inset-x-2 bottom-6 z-[1000]">{overlay}</div>}
      {loading && loadingOverlay}
      {failed && <MapErrorOverlay />}
    </section>
  );
}
