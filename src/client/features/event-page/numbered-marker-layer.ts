import L from 'leaflet';
import type { EventSale } from '../../../shared/schemas/events';

/**
 * Markers written into the page this many at a time, a batch per frame: the browser then styles, lays out
 * and paints that many in the frame after. Written 100 at a time in slices of 10 ms, several batches met
 * in one frame: 60 to 160 ms of a phone's CPU each (decision 0034).
 */
const MARKERS_PER_FRAME = 50;
const MARKER_HEIGHT = 28;

/** A number's marker is as wide as its number, as the planner's round stops for one or two digits. */
const markerWidth = (label: string) => Math.max(MARKER_HEIGHT, 12 + label.length * 8);
const markerLabel = (sale: EventSale) => (sale.number === null ? '' : String(sale.number));

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `work` over `items` a batch at a time, each batch in a task of its own after the browser has drawn a
 * frame (so never two batches' markers in one frame's work). Returns a function that stops what is left.
 */
function batchPerFrame<T>(items: readonly T[], size: number, work: (batch: T[]) => void): () => void {
  let offset = 0;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    work(items.slice(offset, offset + size));
    offset += size;
    if (offset < items.length) next();
  };
  const next = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  };
  if (items.length > 0) next();
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Where a marker of `width` goes to be centred on `point` (the map's layer point): its margins in its group's
 * one grid cell (styles.css). Not a positioned box: a thousand of those were each a layer of its own to
 * paint, 25 to 45 ms of CPU (100 to 180 on a phone) in the frame that showed them.
 */
const markerPlace = (point: L.Point, width: number) =>
  `margin:${point.y - MARKER_HEIGHT / 2}px 0 0 ${point.x - width / 2}px`;

/**
 * One sale's marker at `point` (the map's layer point): the planner's round stop (styles.css) with its
 * number, or empty when not numbered yet.
 */
function markerHtml(sale: EventSale, point: L.Point): string {
  const label = markerLabel(sale);
  const width = markerWidth(label);
  const title = escapeText(sale.number === null ? sale.title : `#${sale.number} ${sale.title}`);
  const classes = sale.number === null ? 'plan-marker' : 'plan-marker event-marker';
  const box = `width:${width}px;${markerPlace(point, width)}`;
  return `<span class="${classes} leaflet-interactive" style="${box}" title="${title}" data-sale-id="${sale.id}">${label}</span>`;
}

/**
 * An event's numbered markers as one Leaflet layer: HTML spans (they print without tiles, as the planner's
 * stops) placed by left and top in one container, a group per batch. A thousand `L.marker`s each made its
 * own compositing layer (Leaflet places markers with a 3D transform), which made every frame's paint of
 * the event page slow on a phone; these spans are painted a group together and written a batch per frame. They hide during a
 * zoom's animation (leaflet-zoom-hide) and are placed again once it ends, as Leaflet's own markers are.
 * Not keyboard stops: the list beside the map carries every sale.
 */
export class NumberedMarkerLayer extends L.Layer {
  private container: HTMLDivElement | undefined;
  private sales: EventSale[] = [];
  /** The markers written so far, in the order of `sales`. */
  private spans: HTMLElement[] = [];
  private stopWriting: () => void = () => {};
  private readonly onSelect: (saleId: number) => void;

  constructor(onSelect: (saleId: number) => void) {
    super();
    this.onSelect = onSelect;
  }

  override onAdd(map: L.Map): this {
    const container = L.DomUtil.create('div', 'leaflet-zoom-hide', map.getPane('markerPane'));
    container.addEventListener('click', this.clicked);
    this.container = container;
    map.on('zoom viewreset', this.place, this);
    this.write();
    return this;
  }

  override onRemove(map: L.Map): this {
    this.stopWriting();
    map.off('zoom viewreset', this.place, this);
    this.container?.remove();
    this.container = undefined;
    this.spans = [];
    return this;
  }

  /** Shows these sales' markers instead of the ones before, written a batch per frame. */
  setSales(sales: EventSale[]): void {
    this.sales = sales;
    if (this.container) this.write();
  }

  /**
   * Each batch in a group of its own (.event-marker-group, styles.css: its own layout and paint), so that a
   * frame lays out and paints the markers just written, not every one written before them: in one
   * container of positioned boxes, each frame's layout and paint grew with all the markers so far, to 15
   * to 20 ms of CPU a frame (60 to 80 on a phone) over some twenty frames.
   */
  private write(): void {
    const container = this.container;
    if (!container) return;
    this.stopWriting();
    container.replaceChildren();
    this.spans = [];
    this.stopWriting = batchPerFrame(this.sales, MARKERS_PER_FRAME, (batch) => {
      const map = this._map;
      if (!map) return;
      const group = L.DomUtil.create('div', 'event-marker-group', container);
      group.innerHTML = batch
        .map((sale) => markerHtml(sale, map.latLngToLayerPoint([sale.position.lat, sale.position.lng])))
        .join('');
      this.spans.push(...(group.children as HTMLCollectionOf<HTMLElement>));
    });
  }

  /** Puts each written marker on its sale's point in the map's current view (after a zoom). */
  private readonly place = () => {
    const map = this._map;
    if (!map) return;
    this.spans.forEach((span, index) => {
      const sale = this.sales[index];
      if (!sale) return;
      const point = map.latLngToLayerPoint([sale.position.lat, sale.position.lng]);
      span.style.margin = markerPlace(point, markerWidth(markerLabel(sale))).slice('margin:'.length);
    });
  };

  private readonly clicked = (event: MouseEvent) => {
    const marker = (event.target as Element | null)?.closest<HTMLElement>('[data-sale-id]');
    if (marker) this.onSelect(Number(marker.dataset.saleId));
  };
}
