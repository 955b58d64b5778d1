import L from 'leaflet';
import type { EventSale } from '../../../shared/schemas/events';
import { runInSlices } from '../../lib/run-in-slices';

/** Markers written into the page this many at a time, in short tasks (run-in-slices.ts). */
const MARKERS_PER_BATCH = 100;
const MARKER_HEIGHT = 28;

/** A number's marker is as wide as its number, as the planner's round stops for one or two digits. */
const markerWidth = (label: string) => Math.max(MARKER_HEIGHT, 12 + label.length * 8);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Placed in the layer's container, and a line box rather than the planner's grid (a thousand grids to lay
 * out); without the planner's shadow, a thousand of which were most of the map's first paint.
 */
const MARKER_STYLE = `position:absolute;display:block;line-height:${MARKER_HEIGHT - 4}px;text-align:center;box-shadow:none;`;

/** One sale's marker: the planner's round stop (styles.css) with its number, or empty when not numbered yet. */
function markerHtml(sale: EventSale): string {
  const label = sale.number === null ? '' : String(sale.number);
  const width = markerWidth(label);
  const title = escapeText(sale.number === null ? sale.title : `#${sale.number} ${sale.title}`);
  const classes = sale.number === null ? 'plan-marker' : 'plan-marker event-marker';
  const box = `width:${width}px;margin:${-MARKER_HEIGHT / 2}px 0 0 ${-width / 2}px`;
  return `<span class="${classes} leaflet-interactive" style="${MARKER_STYLE}${box}" title="${title}" data-sale-id="${sale.id}">${label}</span>`;
}

/**
 * An event's numbered markers as one Leaflet layer: HTML spans (they print without tiles, as the planner's
 * stops) placed by left and top in a single container. A thousand `L.marker`s each made its own
 * compositing layer (Leaflet places markers with a 3D transform), which made every frame's paint of the
 * event page slow on a phone; these spans are painted together and written in slices. They hide during a
 * zoom's animation (leaflet-zoom-hide) and are placed again once it ends, as Leaflet's own markers are.
 * Not keyboard stops: the list beside the map carries every sale.
 */
export class NumberedMarkerLayer extends L.Layer {
  private container: HTMLDivElement | undefined;
  private sales: EventSale[] = [];
  private written = 0;
  private stopWriting: () => void = () => {};
  private readonly onSelect: (saleId: number) => void;

  constructor(onSelect: (saleId: number) => void) {
    super();
    this.onSelect = onSelect;
  }

  override onAdd(map: L.Map): this {
    const container = L.DomUtil.create('div', 'leaflet-zoom-hide', map.getPane('markerPane'));
    // Its markers' layout is its own: placing them lays out nothing else of the page.
    container.style.contain = 'layout style';
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
    return this;
  }

  /** Shows these sales' markers instead of the ones before, written a slice at a time. */
  setSales(sales: EventSale[]): void {
    this.sales = sales;
    if (this.container) this.write();
  }

  private write(): void {
    const container = this.container;
    if (!container) return;
    this.stopWriting();
    container.replaceChildren();
    this.written = 0;
    this.stopWriting = runInSlices(this.sales, MARKERS_PER_BATCH, (batch) => {
      container.insertAdjacentHTML('beforeend', batch.map(markerHtml).join(''));
      this.placeFrom(this.written);
      this.written += batch.length;
    });
  }

  private readonly place = () => this.placeFrom(0);

  /** Puts each written marker from `first` on its sale's point in the map's current view. */
  private placeFrom(first: number): void {
    const { container, _map: map } = this;
    if (!container || !map) return;
    const spans = container.children;
    for (let index = first; index < spans.length; index++) {
      const sale = this.sales[index];
      const span = spans[index] as HTMLElement | undefined;
      if (!sale || !span) continue;
      const point = map.latLngToLayerPoint([sale.position.lat, sale.position.lng]);
      span.style.left = `${point.x}px`;
      span.style.top = `${point.y}px`;
    }
  }

  private readonly clicked = (event: MouseEvent) => {
    const marker = (event.target as Element | null)?.closest<HTMLElement>('[data-sale-id]');
    if (marker) this.onSelect(Number(marker.dataset.saleId));
  };
}
