import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import type { Position } from '../../../../shared/schemas/common';
import { useConfig } from '../../../lib/config';
import { useT } from '../../../lib/i18n';

/** Close enough to see the street the pin stands on. */
const PIN_ZOOM = 16;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" fill="#15803d" stroke="#fff" stroke-width="1.5"/>' +
  '<circle cx="12" cy="10" r="2.6" fill="#fff"/></svg>';

// A 36 px pin in a 44 px box, a finger's tap target (issue 22); the tip (2 px above the drawing's foot)
// stands on the position.
const pinIcon = L.divIcon({
  className: 'grid cursor-grab place-items-center',
  html: PIN_SVG,
  iconSize: [44, 44],
  iconAnchor: [22, 38],
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

/** Screen pixels an arrow key moves the pin; with Shift, five times as far. */
const ARROW_STEP_PX = 10;
const ARROW_OFFSETS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The pin is a tab stop (Leaflet makes a marker a focusable button), so the keyboard moves it too: each
 * arrow key shifts it by a few screen pixels, as a drag would.
 */
function useArrowKeys(marker: L.Marker | null, onPick: (position: Position) => void) {
  const map = useMap();
  useEffect(() => {
    const element = marker?.getElement();
    if (!marker || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const offset = ARROW_OFFSETS[event.key];
      if (!offset) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? ARROW_STEP_PX * 5 : ARROW_STEP_PX;
      const point = map.latLngToContainerPoint(marker.getLatLng()).add([offset[0] * step, offset[1] * step]);
      const at = map.containerPointToLatLng(point);
      onPick({ lat: at.lat, lng: at.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, marker, onPick]);
}

/** The sale's pin: dragged with the mouse or a finger, moved with the arrow keys. */
function Pin({ position, onPick }: { position: Position; onPick: (position: Position) => void }) {
  const t = useT('wizard');
  const [marker, setMarker] = useState<L.Marker | null>(null);
  useArrowKeys(marker, onPick);
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent | L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  return (
    <Marker
      ref={setMarker}
      position={[position.lat, position.lng]}
      icon={pinIcon}
      draggable
      title={t('location.pinTitle')}
      eventHandlers={handlers}
    />
  );
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
  const t = useT('wizard');
  const config = useConfig();
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
      // Leaflet's own zoom buttons are named in English; these speak the page's language.
      zoomControl={false}
    >
      <ZoomControl zoomInTitle={t('location.zoomIn')} zoomOutTitle={t('location.zoomOut')} />
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      <ClickToPlace onPick={onPick} />
      <FollowPin position={position} />
      {position && <Pin position={position} onPick={onPick} />}
    </MapContainer>
  );
}
