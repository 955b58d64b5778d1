import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type Ref, useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Position } from '../../../../shared/schemas/common';
import { useConfig } from '../../../lib/config';

/** Close enough to see the street the pin stands on. */
const PIN_ZOOM = 16;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="#15803d" stroke="#fff" stroke-width="1.5"/>' +
  '<circle cx="12" cy="10" r="2.6" fill="#fff"/></svg>';

const pinIcon = L.divIcon({
  className: 'cursor-grab',
  html: PIN_SVG,
  iconSize: [36, 36],
  iconAnchor: [18, 34],
});

/** Clicks on the map drop the pin there. */
function ClickToPlace({ onPick }: { onPick: (position: Position) => void }) {
  useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/** Brings a pin set from outside (Locate, a loaded sale) into view; one already in view stays put. */
function FollowPin({ position }: { position: Position | undefined }) {
  const map = useMap();
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const target = L.latLng(lat, lng);
    if (!map.getBounds().contains(target) || map.getZoom() < PIN_ZOOM - 2) map.setView(target, PIN_ZOOM);
  }, [map, lat, lng]);
  return null;
}

/** What the step reads from the map: where it is looking (for 'Place pin at map centre'). */
export interface MapCentre {
  getCenter(): { lat: number; lng: number };
}

/**
 * The wizard's small map: the configured tiles (as on Explore), a click to drop the pin and a draggable
 * pin. Leaflet even when a Google key is configured: this map only places one point, and Leaflet does that
 * everywhere without a key or a second loader.
 */
export default function LocationMap({
  position,
  onPick,
  mapRef,
}: {
  position: Position | undefined;
  onPick: (position: Position) => void;
  mapRef?: Ref<MapCentre | null>;
}) {
  const config = useConfig();
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent | L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  const start = position ?? config.mapCenter;

  return (
    <MapContainer
      ref={mapRef as Ref<L.Map> | undefined}
      center={[start.lat, start.lng]}
      zoom={position ? PIN_ZOOM : config.mapZoom}
      // On a phone one finger scrolls the page rather than the map; a tap places the pin, dragging the
      // pin moves it, and two fingers still zoom.
      dragging={!L.Browser.mobile}
      className="absolute inset-0 size-full"
    >
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      <ClickToPlace onPick={onPick} />
      <FollowPin position={position} />
      {position && (
        <Marker
          position={[position.lat, position.lng]}
          icon={pinIcon}
          draggable
          title="Sale location (drag to move)"
          eventHandlers={handlers}
        />
      )}
    </MapContainer>
  );
}
