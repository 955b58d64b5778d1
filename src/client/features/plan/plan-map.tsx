import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import type { Position } from '../../../shared/schemas/common';
import type { RouteLine } from '../../../shared/schemas/plan';
import { useConfig } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { leafletMotionOptions } from '../../lib/motion';

export interface PlanMapProps {
  start: Position;
  /** The stops in the order they are visited. */
  stops: Position[];
  /** The router's drawing of the roads, when there is one; else straight lines join the stops. */
  legs?: RouteLine;
}

const numberIcon = (label: string, start = false) =>
  L.divIcon({
    className: '',
    html: `<span class="plan-marker${start ? ' plan-marker-start' : ''}">${label}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

/** Room around the route when fitted: a stop's 28 px marker stays whole at the map's edge. */
const FIT_PADDING: [number, number] = [32, 32];

/**
 * Fits the map to the route when the route changes (its text, as the arrays are new on each render), and
 * again for paper: before printing, the map takes the size it has on the sheet (data-printing, the same
 * size as its print: classes in route-result.tsx) and is fitted to it, so no stop is cut at its edges;
 * after, it is fitted back to the screen.
 */
function FitRoute({ route }: { route: string }) {
  const map = useMap();
  useEffect(() => {
    const points = JSON.parse(route) as [number, number][];
    const container = map.getContainer();
    const fitToRoute = () => {
      map.invalidateSize({ pan: false });
      if (points.length > 0) {
        map.fitBounds(L.latLngBounds(points), { padding: FIT_PADDING, maxZoom: 15, animate: false });
      }
    };
    const beforePrint = () => {
      container.dataset.printing = '';
      fitToRoute();
    };
    const afterPrint = () => {
      delete container.dataset.printing;
      fitToRoute();
    };
    fitToRoute();
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, [map, route]);
  return null;
}

/**
 * The route on the configured tiles: the start, numbered stops, and the legs. Its own map (not Explore's):
 * nothing on it is clickable or focusable, the list beside it carries every detail, and route-result.tsx
 * names it as one picture and shows the tiles' attribution under it. Tiles may be missing offline and on
 * paper; the markers and the line still draw.
 */
export default function PlanMap({ start, stops, legs }: PlanMapProps) {
  const config = useConfig();
  const t = useT('plan');
  const line: [number, number][] = legs
    ? legs.coordinates.map(([lng, lat]) => [lat, lng])
    : [start, ...stops].map((p) => [p.lat, p.lng]);
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={config.mapZoom}
      className="size-full data-printing:h-64 data-printing:w-[26rem]"
      zoomControl={false}
      attributionControl={false}
      keyboard={false}
      {...leafletMotionOptions()}
    >
      <TileLayer url={config.tileUrl} />
      <Polyline positions={line} pathOptions={{ color: '#15803d', weight: 4, opacity: 0.85 }} />
      <Marker
        position={start}
        icon={numberIcon(t('map.startMarker'), true)}
        interactive={false}
        keyboard={false}
      />
      {stops.map((stop, index) => (
        <Marker
          // biome-ignore lint/suspicious/noArrayIndexKey: a stop's number is its place in the route.
          key={index}
          position={stop}
          icon={numberIcon(String(index + 1))}
          interactive={false}
          keyboard={false}
        />
      ))}
      <FitRoute route={JSON.stringify(line)} />
    </MapContainer>
  );
}
