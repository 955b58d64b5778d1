import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import type { Position } from '../../../shared/schemas/common';
import type { RouteLine } from '../../../shared/schemas/plan';
import { useConfig } from '../../lib/config';

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

/** Fits the map to the route when the route changes (its text, as the arrays are new on each render). */
function FitRoute({ route }: { route: string }) {
  const map = useMap();
  useEffect(() => {
    const points = JSON.parse(route) as [number, number][];
    const fitToRoute = () => {
      map.invalidateSize();
      if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 15 });
    };
    fitToRoute();
    // The printed sheet's map has another size: fitted again for paper, and back for the screen.
    window.addEventListener('beforeprint', fitToRoute);
    window.addEventListener('afterprint', fitToRoute);
    return () => {
      window.removeEventListener('beforeprint', fitToRoute);
      window.removeEventListener('afterprint', fitToRoute);
    };
  }, [map, route]);
  return null;
}

/**
 * The route on the configured tiles: the start, numbered stops, and the legs. Its own map (not Explore's):
 * nothing on it is clickable, the list beside it carries every detail. Tiles may be missing offline and
 * on paper; the markers and the line still draw.
 */
export default function PlanMap({ start, stops, legs }: PlanMapProps) {
  const config = useConfig();
  const line: [number, number][] = legs
    ? legs.coordinates.map(([lng, lat]) => [lat, lng])
    : [start, ...stops].map((p) => [p.lat, p.lng]);
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={config.mapZoom}
      className="size-full"
      zoomControl
      keyboard={false}
    >
      <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
      <Polyline positions={line} pathOptions={{ color: '#15803d', weight: 4, opacity: 0.85 }} />
      <Marker position={start} icon={numberIcon('S', true)} interactive={false} keyboard={false} />
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
