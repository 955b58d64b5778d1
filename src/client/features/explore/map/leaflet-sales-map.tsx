import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { AttributionControl, TileLayer, ZoomControl } from 'react-leaflet';
import type { Position } from '../../../../shared/schemas/common';
import type { PublicConfig } from '../../../../shared/schemas/config';
import type { SaleSummary } from '../../../../shared/schemas/sale';
import { afterNextFrame } from '../../../lib/after-next-frame';
import { useConfig, useProductNoun } from '../../../lib/config';
import { useT } from '../../../lib/i18n';
import { leafletMotionOptions, prefersReducedMotion } from '../../../lib/motion';
import { FIT_OPTIONS, LeafletSaleMarkers } from './leaflet-sale-markers';
import { MapAfterCommit, type MapView } from './map-after-commit';
import { FullscreenButton, LocateButton, MapControls } from './map-controls';
import { markersSignature, type SalesMapViewProps } from './map-types';
import { USER_LOCATION_ZOOM, useLocateMe } from './use-locate-me';

const userIcon = L.divIcon({ className: 'user-location-dot', iconSize: [20, 20], iconAnchor: [10, 10] });

/**
 * Where the map opens: fitted to the sales it starts with, so that it is drawn once, at its final view
 * (fitting it afterwards zoomed again, and the tiles and clusters were laid out twice in the map's first
 * task); the configured centre and zoom when there are none.
 */
function openingView(sales: SaleSummary[], config: PublicConfig): { view: MapView; signature?: string } {
  if (sales.length === 0) {
    const center: L.LatLngTuple = [config.mapCenter.lat, config.mapCenter.lng];
    return { view: { center, zoom: config.mapZoom }, signature: undefined };
  }
  const bounds = L.latLngBounds(sales.map((sale) => [sale.position.lat, sale.position.lng]));
  return { view: { bounds, boundsOptions: FIT_OPTIONS }, signature: markersSignature(sales) };
}

/**
 * The keyless map: Leaflet with the configured tiles. Map type and street view exist only with Google Maps;
 * no second keyless tile layer is offered here.
 */
export default function LeafletSalesMap({
  sales,
  onSelect,
  containerRef,
  shopperPosition,
}: SalesMapViewProps) {
  const config = useConfig();
  const noun = useProductNoun();
  const t = useT('explore');
  const [opening] = useState(() => openingView(sales, config));
  const [map, setMap] = useState<L.Map | null>(null);
  // The tiles and the markers go in a task after the map's own: together they made one task of about
  // 100 ms on a phone (profiled: issue 27). The attribution comes with the tiles, whole: the map's own
  // box, made first, grew when the tiles' line was added, which moved it (a layout shift).
  // The markers come a task after the tiles: added in the same effects, they made a task of 15 to 17 ms of
  // CPU (profiled: decision 0029).
  // Each after the browser's next frame, with the page laid out: the tile layer lays out its box as it is
  // added (Leaflet reads offsetWidth to start its fade), which laid out the page changed by the commit
  // before it there and then.
  const [layersShown, setLayersShown] = useState<'none' | 'tiles' | 'all'>('none');
  useEffect(() => {
    if (!map || layersShown === 'all') return;
    return afterNextFrame(() =>
      startTransition(() => setLayersShown(layersShown === 'none' ? 'tiles' : 'all')),
    );
  }, [map, layersShown]);
  const userMarker = useRef<L.Marker | null>(null);

  const markUser = useCallback(
    (position: Position) => {
      if (!map) return;
      if (userMarker.current) userMarker.current.setLatLng(position);
      else
        userMarker.current = L.marker(position, {
          icon: userIcon,
          interactive: false,
          keyboard: false,
          zIndexOffset: 1000,
        }).addTo(map);
    },
    [map],
  );
  const centreOnUser = useCallback(
    (position: Position) => {
      map?.setView([position.lat, position.lng], USER_LOCATION_ZOOM, { animate: !prefersReducedMotion() });
      markUser(position);
    },
    [map, markUser],
  );
  // "Near me" marks the shopper's place without moving the map off the sales; Clear location removes it.
  const shopperLat = shopperPosition?.lat;
  const shopperLng = shopperPosition?.lng;
  useEffect(() => {
    if (shopperLat !== undefined && shopperLng !== undefined) markUser({ lat: shopperLat, lng: shopperLng });
    else {
      userMarker.current?.remove();
      userMarker.current = null;
    }
  }, [shopperLat, shopperLng, markUser]);
  const { locate, locating } = useLocateMe(centreOnUser);
  const refit = useCallback(() => map?.invalidateSize(), [map]);

  return (
    <>
      {/* Before the map in the DOM, so the keyboard reaches them before the markers. */}
      <MapControls>
        <FullscreenButton targetRef={containerRef} onChange={refit} />
        <LocateButton onClick={locate} locating={locating} />
      </MapControls>
      <MapAfterCommit
        onMap={setMap}
        view={opening.view}
        className="absolute inset-0 size-full"
        options={{ zoomControl: false, attributionControl: false, ...leafletMotionOptions() }}
      >
        <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {layersShown !== 'none' && (
          <>
            <AttributionControl />
            <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
          </>
        )}
        {layersShown === 'all' && (
          <LeafletSaleMarkers
            sales={sales}
            onSelect={onSelect}
            clusterLabel={(count) => t('map.cluster', { count, productPlural: noun.plural })}
            fittedTo={opening.signature}
          />
        )}
      </MapAfterCommit>
    </>
  );
}
