import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import type { EventSale } from '../../../shared/schemas/events';
import { useConfig } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { leafletMotionOptions } from '../../lib/motion';
import { NumberedMarkerLayer } from './numbered-marker-layer';

/**
 * How the sales are fitted into view: never closer than Explore's (spec §4), not animated, with room for a
 * marker's number at the edge.
 */
const FIT_OPTIONS: L.FitBoundsOptions = { maxZoom: 16, padding: [32, 32], animate: false };

interface Props {
  sales: EventSale[];
  /** A marker clicked: the list shows that sale. */
  onSelect: (saleId: number) => void;
}

/**
 * The sales' numbered markers (numbered-marker-layer.ts), not clustered (a printed map shows every
 * number), fitted into view when the shown sales change and again for paper: before printing the map
 * takes its size on the sheet (data-printing, as the print: classes of event-map.tsx) and is fitted to it.
 */
function NumberedMarkers({ sales, onSelect }: Props) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const signature = useMemo(() => sales.map((sale) => sale.id).join(','), [sales]);
  const points = useRef<L.LatLngTuple[]>([]);
  points.current = sales.map((sale) => [sale.position.lat, sale.position.lng]);

  const layer = useMemo(() => new NumberedMarkerLayer((saleId) => onSelectRef.current(saleId)), []);
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => layer.setSales(sales), [layer, sales]);

  useEffect(() => {
    if (!signature) return;
    const container = map.getContainer();
    const fitToSales = () => {
      map.invalidateSize({ pan: false });
      if (points.current.length > 0) map.fitBounds(L.latLngBounds(points.current), FIT_OPTIONS);
    };
    const beforePrint = () => {
      container.dataset.printing = '';
      fitToSales();
    };
    const afterPrint = () => {
      delete container.dataset.printing;
      fitToSales();
    };
    // Print media as a test emulates it fires no beforeprint: the media query's change does.
    const media = window.matchMedia?.('print');
    const follow = (event: MediaQueryListEvent) => (event.matches ? beforePrint() : afterPrint());
    fitToSales();
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    media?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      media?.removeEventListener('change', follow);
    };
  }, [map, signature]);

  return null;
}

/**
 * 0 at first, then one more in each later task up to `last`: the map's parts start in tasks of their own.
 * Made, tiled and marked in one task, the map held a phone's main thread for 100 to 180 ms (decision 0034).
 */
function useStep(last: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= last) return;
    const timer = setTimeout(() => setStep(step + 1), 0);
    return () => clearTimeout(timer);
  }, [step, last]);
  return step;
}

/**
 * The event's map on the configured tiles (Leaflet, as the planner's: its numbers are HTML markers). It is
 * made at once on its sales' bounds (not on a first view the fitting then leaves, tiles and all), then its
 * tiles are added, then its markers, each in a task of its own. The tiles do not fade in: each frame of a
 * fade painted the map again (15 to 40 ms of a phone's CPU a frame, about ten frames).
 */
export default function EventLeafletMap({ sales, onSelect }: Props) {
  const config = useConfig();
  const t = useT('events');
  const step = useStep(2);
  const [bounds] = useState(() =>
    sales.length > 0
      ? L.latLngBounds(sales.map((sale) => [sale.position.lat, sale.position.lng]))
      : undefined,
  );
  const view = bounds
    ? { bounds, boundsOptions: FIT_OPTIONS }
    : { center: [config.mapCenter.lat, config.mapCenter.lng] as L.LatLngTuple, zoom: config.mapZoom };
  return (
    <MapContainer
      {...view}
      className="size-full data-printing:h-[4.5in] data-printing:w-[7in]"
      zoomControl={false}
      attributionControl={false}
      fadeAnimation={false}
      {...leafletMotionOptions()}
    >
      <ZoomControl zoomInTitle={t('page.map.zoomIn')} zoomOutTitle={t('page.map.zoomOut')} />
      {step >= 1 && (
        // With its tiles, so that it shows their attribution at once rather than growing (a shift).
        <>
          <AttributionControl />
          <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        </>
      )}
      {step >= 2 && <NumberedMarkers sales={sales} onSelect={onSelect} />}
    </MapContainer>
  );
}
