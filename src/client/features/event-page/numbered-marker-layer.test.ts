// @vitest-environment jsdom
import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEventSale } from '../../../shared/schemas/events.fixtures';
import { NumberedMarkerLayer } from './numbered-marker-layer';

/** A thousand numbered sales and two not numbered yet, spread over a few streets. */
const SALES = [
  ...Array.from({ length: 1_000 }, (_, n) =>
    makeEventSale({
      id: n + 1,
      number: n + 1,
      position: { lat: 53.5 + (n % 40) / 1000, lng: -113.9 + n / 10_000 },
    }),
  ),
  makeEventSale({ id: 2_001, number: null, title: 'Late <registrant>' }),
  makeEventSale({ id: 2_002, number: null }),
];

function mapWithLayer(onSelect: (saleId: number) => void) {
  const element = document.createElement('div');
  document.body.append(element);
  const map = L.map(element, { center: [53.52, -113.85], zoom: 13 });
  const layer = new NumberedMarkerLayer(onSelect).addTo(map);
  return { element, map, layer };
}

const markers = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.plan-marker')];

describe('the event map’s numbered markers', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('writes every sale’s marker in later tasks, once each, numbered, at its sale’s point', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { element, map, layer } = mapWithLayer(() => {});
    layer.setSales(SALES);
    expect(markers(element)).toHaveLength(0);
    // A batch per frame, each in a group of its own.
    await vi.advanceTimersByTimeAsync(100);
    expect(markers(element).length).toBeGreaterThan(0);
    expect(markers(element).length).toBeLessThan(SALES.length);
    await vi.runAllTimersAsync();
    expect(element.querySelectorAll('.event-marker-group')).toHaveLength(Math.ceil(SALES.length / 50));
    const all = markers(element);
    expect(all).toHaveLength(SALES.length);
    const numbered = [...element.querySelectorAll<HTMLElement>('.event-marker')];
    expect(numbered.map((marker) => marker.textContent)).toEqual(
      SALES.slice(0, 1_000).map((_, n) => String(n + 1)),
    );
    expect(all.at(-2)?.textContent).toBe('');
    expect(all.at(-2)?.title).toBe('Late <registrant>');
    expect(numbered[0]?.title).toBe('#1 Sale 1');
    const sale = SALES[500];
    const point = map.latLngToLayerPoint([sale?.position.lat ?? 0, sale?.position.lng ?? 0]);
    // Centred on it: '501' is 36 px wide, 28 high.
    expect(numbered[500]?.style.margin).toBe(`${point.y - 14}px 0px 0px ${point.x - 18}px`);
  });

  it('places them again when the map zooms, shows other sales in their place, and names the sale clicked', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const selected: number[] = [];
    const { element, map, layer } = mapWithLayer((saleId) => selected.push(saleId));
    layer.setSales(SALES);
    await vi.runAllTimersAsync();
    map.setZoom(16, { animate: false });
    const last = SALES[999];
    const point = map.latLngToLayerPoint([last?.position.lat ?? 0, last?.position.lng ?? 0]);
    const lastMarker = markers(element)[999];
    expect(lastMarker?.style.margin).toBe(`${point.y - 14}px 0px 0px ${point.x - 22}px`);

    layer.setSales(SALES.slice(10, 13));
    await vi.runAllTimersAsync();
    expect(markers(element).map((marker) => marker.textContent)).toEqual(['11', '12', '13']);
    markers(element)[1]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(selected).toEqual([12]);

    layer.remove();
    expect(markers(element)).toHaveLength(0);
  });
});
