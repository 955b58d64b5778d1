import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { Position } from '../../../../shared/schemas/common';
import { useConfig } from '../../../lib/config';
import { leafletMotionOptions, prefersReducedMotion } from '../../../lib/motion';
import { LeafletSaleMarkers } from './leaflet-sale-markers';
import { FullscreenButton, LocateButton, MapControls } from './map-controls';
import type { SalesMapViewProps } from './map-types';
import { USER_LOCATION_ZOOM, useLocateMe } from './use-locate-me';

const userIcon = L.divIcon({ className: 'user-location-dot', iconSize: [20, 20], iconAnchor: [10, 10] });

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
  const [map, setMap] = useState<L.Map | null>(null);
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
      <MapContainer
        ref={setMap}
        center={[config.mapCenter.lat, config.mapCenter.lng]}
        zoom={config.mapZoom}
        className="absolute inset-0 size-full"
        zoomControl
        {...leafletMotionOptions()}
      >
        <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        <LeafletSaleMarkers sales={sales} onSelect={onSelect} productNoun={config.productNoun} />
      </MapContainer>
    </>
  );
}
