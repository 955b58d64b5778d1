/// <reference types="google.maps" />
import { useQuery } from '@tanstack/react-query';
import { APIProvider, Map as GoogleMap, Marker, useMap } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import { useBadgedTitle } from '../../../components/sale/sale-badges';
import { useConfig, useProductNoun } from '../../../lib/config';
import { loadT, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/use-toast';
import { HOUSE_MARKER_DATA_URL, MARKER_SIZE, NUMBER_MARKER_DATA_URL } from './house-icon';
import {
  GOOGLE_MAPS_AUTH_FAILURE_EVENT,
  loadGoogleMapsScript,
  mapsLoaderRetryDelay,
} from './load-google-maps';
import { LocateButton, MapControls } from './map-controls';
import { MapLoadingOverlay } from './map-overlays';
import { FIT_MAX_ZOOM, markersSignature, markerTitle, type SalesMapViewProps } from './map-types';
import { USER_LOCATION_ZOOM, useLocateMe } from './use-locate-me';

function reportFailure(onServiceFailure: () => void) {
  void loadT('explore').then((t) => toast({ title: t('map.serviceFailed'), variant: 'destructive' }));
  onServiceFailure();
}

/** Google Maps, used when an API key is configured (spec §2: map type, fullscreen, street view, zoom). */
export default function GoogleSalesMap({
  apiKey,
  sales,
  onSelect,
  onServiceFailure,
  shopperPosition,
}: SalesMapViewProps & { apiKey: string }) {
  const config = useConfig();
  const noun = useProductNoun();
  const t = useT('explore');
  const script = useQuery({
    queryKey: ['google-maps-script', apiKey],
    queryFn: () => loadGoogleMapsScript(apiKey).then(() => true),
    retry: 3,
    retryDelay: mapsLoaderRetryDelay,
  });

  const failureRef = useRef(onServiceFailure);
  failureRef.current = onServiceFailure;
  useEffect(() => {
    if (script.isError) reportFailure(failureRef.current);
  }, [script.isError]);
  useEffect(() => {
    const onAuthFailure = () => reportFailure(failureRef.current);
    window.addEventListener(GOOGLE_MAPS_AUTH_FAILURE_EVENT, onAuthFailure);
    return () => window.removeEventListener(GOOGLE_MAPS_AUTH_FAILURE_EVENT, onAuthFailure);
  }, []);

  if (script.isPending) return <MapLoadingOverlay text={t('map.loading', { productPlural: noun.plural })} />;
  if (script.isError) return null;
  return (
    <APIProvider apiKey={apiKey} onError={() => reportFailure(failureRef.current)}>
      {/* Before the map in the DOM, so the keyboard reaches it before the markers. */}
      <GoogleLocateControl shopperPosition={shopperPosition} />
      <GoogleMap
        className="absolute inset-0 size-full"
        defaultCenter={config.mapCenter}
        defaultZoom={config.mapZoom}
        mapTypeId="roadmap"
        mapTypeControl
        fullscreenControl
        streetViewControl
        zoomControl
        clickableIcons={false}
        gestureHandling="greedy"
      >
        <GoogleSaleMarkers sales={sales} onSelect={onSelect} />
      </GoogleMap>
    </APIProvider>
  );
}

function GoogleSaleMarkers({ sales, onSelect }: Pick<SalesMapViewProps, 'sales' | 'onSelect'>) {
  const badgedTitle = useBadgedTitle();
  const map = useMap();
  const icon = useMemo(
    () => ({
      url: HOUSE_MARKER_DATA_URL,
      scaledSize: new google.maps.Size(MARKER_SIZE, MARKER_SIZE),
      anchor: new google.maps.Point(MARKER_SIZE / 2, MARKER_SIZE / 2),
    }),
    [],
  );

  // Issue 25: a numbered sale's marker is the green disc with its number as the label.
  const numberedIcon = useMemo(
    () => ({
      url: NUMBER_MARKER_DATA_URL,
      scaledSize: new google.maps.Size(MARKER_SIZE, MARKER_SIZE),
      anchor: new google.maps.Point(MARKER_SIZE / 2, MARKER_SIZE / 2),
    }),
    [],
  );
  const signature = markersSignature(sales);
  const salesRef = useRef(sales);
  salesRef.current = sales;
  useEffect(() => {
    if (!map || !signature) return;
    const bounds = new google.maps.LatLngBounds();
    for (const sale of salesRef.current) bounds.extend(sale.position);
    map.fitBounds(bounds, 40);
    const listener = google.maps.event.addListenerOnce(map, 'idle', () => {
      if ((map.getZoom() ?? 0) > FIT_MAX_ZOOM) map.setZoom(FIT_MAX_ZOOM);
    });
    return () => listener.remove();
  }, [map, signature]);

  return (
    <>
      {sales.map((sale) => (
        <Marker
          key={sale.id}
          position={sale.position}
          title={badgedTitle(sale, markerTitle(sale))}
          icon={typeof sale.event?.number === 'number' ? numberedIcon : icon}
          label={
            typeof sale.event?.number === 'number'
              ? { text: String(sale.event.number), color: '#14532d', fontWeight: '700', fontSize: '12px' }
              : undefined
          }
          onClick={() => onSelect(sale.id)}
        />
      ))}
    </>
  );
}

/** The locate button, and the "you are here" dot: where it found the user, else Near me's place. */
function GoogleLocateControl({ shopperPosition }: { shopperPosition: Position | undefined }) {
  const map = useMap();
  const [located, setPosition] = useState<Position | null>(null);
  const position = located ?? shopperPosition;
  const centre = useCallback(
    (found: Position) => {
      map?.setCenter(found);
      map?.setZoom(USER_LOCATION_ZOOM);
      setPosition(found);
    },
    [map],
  );
  const { locate, locating } = useLocateMe(centre);
  return (
    <>
      {position && map && <UserDot map={map} position={position} />}
      {/* Below Google's own fullscreen button in the same corner. */}
      <MapControls className="top-[60px] right-[10px]">
        <LocateButton onClick={locate} locating={locating} />
      </MapControls>
    </>
  );
}

function UserDot({ map, position }: { map: google.maps.Map; position: Position }) {
  const title = useT('explore')('map.yourLocation');
  useEffect(() => {
    const dot = new google.maps.Marker({
      map,
      position,
      clickable: false,
      zIndex: 1000,
      title,
      icon: {
        path: google.maps.SymbolPath.CIRCLE,
        scale: 8,
        fillColor: '#2563eb',
        fillOpacity: 1,
        strokeColor: '#ffffff',
        strokeWeight: 3,
      },
    });
    return () => dot.setMap(null);
  }, [map, position, title]);
  return null;
}
