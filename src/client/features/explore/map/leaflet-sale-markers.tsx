import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { SaleSummary } from '../../../../shared/schemas/sale';
import { useBadgedTitle } from '../../../components/sale/sale-badges';
import { runInSlices } from '../../../lib/run-in-slices';
import { HOUSE_SVG, MARKER_SIZE } from './house-icon';
import { FIT_MAX_ZOOM, markersSignature, markerTitle } from './map-types';

/** From this zoom on every sale has its own marker, however close they are. */
const DISABLE_CLUSTERING_AT_ZOOM = 15;

/**
 * Markers handed to the cluster group at once. The group's own `chunkedLoading` looks at the clock only
 * every 200 markers, which on a phone made tasks of 100 ms and more; batches of this size, in slices of
 * about 7 ms (runInSlices), keep every task short. Each batch ends with the group redrawing the clusters
 * in view, so not much smaller; not larger either: a slice ends only after the batch that passes its
 * time, and batches of 50 made slices of up to 13 ms on a busy machine (profiled: decision 0029).
 */
const MARKERS_PER_BATCH = 25;

/**
 * How the markers are fitted into view. Not animated: Leaflet drops an animated zoom asked for while another
 * is still running, which left the map zoomed in on the old markers when filters changed quickly.
 */
export const FIT_OPTIONS: L.FitBoundsOptions = { maxZoom: FIT_MAX_ZOOM, padding: [56, 56], animate: false };

const saleIcon = L.divIcon({
  className: 'sale-marker',
  html: HOUSE_SVG,
  iconSize: [MARKER_SIZE, MARKER_SIZE],
  iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
});

const numberedIcons = new Map<number, L.DivIcon>();

/** A sale of a community sale day shows its number in place of the house (issue 25); one icon per number. */
function iconOf(sale: SaleSummary): L.DivIcon {
  const number = sale.event?.number;
  if (typeof number !== 'number') return saleIcon;
  let icon = numberedIcons.get(number);
  if (!icon) {
    icon = L.divIcon({
      className: 'sale-marker sale-marker-numbered',
      html: `<span aria-hidden="true">${number}</span>`,
      iconSize: [MARKER_SIZE, MARKER_SIZE],
      iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    });
    numberedIcons.set(number, icon);
  }
  return icon;
}

function isActivationKey(event: Event): boolean {
  return event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ');
}

interface SaleMarkerOptions extends L.MarkerOptions {
  saleId: number;
}

/** The sale a marker's event came from (the group passes its markers' events on with `layer`). */
function saleIdOf(event: L.LeafletEvent): number | undefined {
  const layer = (event as L.LeafletEvent & { layer?: L.Layer }).layer;
  return layer instanceof L.Marker ? (layer.options as SaleMarkerOptions).saleId : undefined;
}

/** Names a marker's element for screen readers when it is drawn (one shared listener for all markers). */
function nameMarker(this: L.Marker) {
  this.getElement()?.setAttribute('aria-label', this.options.title ?? '');
}

function saleMarker(sale: SaleSummary, title: string): L.Marker {
  const options: SaleMarkerOptions = {
    icon: iconOf(sale),
    title,
    alt: title,
    keyboard: true,
    riseOnHover: true,
    saleId: sale.id,
  };
  return L.marker([sale.position.lat, sale.position.lng], options).on('add', nameMarker);
}

interface Props {
  sales: SaleSummary[];
  onSelect: (id: number) => void;
  /** 'garage sales', for the clusters' accessible names. */
  /** What a screen reader hears for a cluster of `count` sales: '12 garage sales, zoom in'. */
  clusterLabel: (count: number) => string;
  /** The markers the map was created fitted to (markersSignature): not fitted a second time. */
  fittedTo?: string | undefined;
}

/** Green house markers, clustered where they crowd, fitted into view whenever the list changes. */
export function LeafletSaleMarkers({ sales, onSelect, clusterLabel, fittedTo }: Props) {
  const map = useMap();
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const labelRef = useRef(clusterLabel);
  labelRef.current = clusterLabel;
  // The marker's tooltip names the sale's badges too (issue 26): 'Big Sale (New, Last day)'.
  const badgedTitle = useBadgedTitle();
  const titleRef = useRef((sale: SaleSummary) => badgedTitle(sale, markerTitle(sale)));
  titleRef.current = (sale) => badgedTitle(sale, markerTitle(sale));

  useEffect(() => {
    const group = L.markerClusterGroup({
      disableClusteringAtZoom: DISABLE_CLUSTERING_AT_ZOOM,
      maxClusterRadius: 48,
      showCoverageOnHover: false,
      // Clusters splitting and merging are not animated: the animation forces the page's layout several
      // times per zoom (about a fifth of the map's first task on a phone, profiled), and nothing then moves
      // for a reader who asked for less motion either.
      animate: false,
      spiderfyOnMaxZoom: false,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return L.divIcon({
          className: 'sale-cluster',
          html: `<span aria-hidden="true">${count}</span><span class="sr-only">${labelRef.current(count)}</span>`,
          iconSize: [40, 40],
        });
      },
    });
    // One listener each on the group for all markers: a busy week's 500 markers carry no handlers of their own.
    group.on('click', (event) => {
      const id = saleIdOf(event);
      if (id !== undefined) onSelectRef.current(id);
    });
    group.on('keydown', (event) => {
      const id = saleIdOf(event);
      const { originalEvent } = event as L.LeafletKeyboardEvent;
      if (id === undefined || !isActivationKey(originalEvent)) return;
      originalEvent.preventDefault();
      onSelectRef.current(id);
    });
    group.on('clusterkeydown', (event) => {
      const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
      if (!isActivationKey(originalEvent)) return;
      originalEvent.preventDefault();
      layer.zoomToBounds();
    });
    map.addLayer(group);
    groupRef.current = group;
    return () => {
      map.removeLayer(group);
      groupRef.current = null;
    };
  }, [map]);

  // A busy week's 500 markers go in a batch at a time, in short tasks, not in one long one that blocks taps.
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    group.clearLayers();
    return runInSlices(sales, MARKERS_PER_BATCH, (batch) =>
      group.addLayers(batch.map((sale) => saleMarker(sale, titleRef.current(sale)))),
    );
  }, [sales]);

  // Fit once per change of the data itself, not on every render.
  const signature = useMemo(() => markersSignature(sales), [sales]);
  const fitted = useRef(fittedTo);
  const positions = useRef<L.LatLngExpression[]>([]);
  positions.current = sales.map((s) => [s.position.lat, s.position.lng]);
  useEffect(() => {
    if (signature === fitted.current) return;
    fitted.current = signature;
    if (!signature) return;
    map.fitBounds(L.latLngBounds(positions.current), FIT_OPTIONS);
  }, [map, signature]);

  return null;
}
