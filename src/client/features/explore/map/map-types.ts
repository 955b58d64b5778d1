import type { RefObject } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import type { SaleSummary } from '../../../../shared/schemas/sale';

/** Spec §4: fitting the markers never zooms closer than this. */
export const FIT_MAX_ZOOM = 16;

/** What the map implementations (Leaflet, Google) are given by the Explore map frame. */
export interface SalesMapViewProps {
  sales: SaleSummary[];
  onSelect: (id: number) => void;
  /** The element the fullscreen button enlarges (the map with its overlays). */
  containerRef: RefObject<HTMLElement | null>;
  /** Called when the maps service itself fails, so the frame shows its error overlay. */
  onServiceFailure: () => void;
  /** The shopper's place from "Near me", shown as a "you are here" dot (Leaflet); the view is not moved. */
  shopperPosition?: Position | undefined;
}

/** A string that changes when, and only when, the set of markers changes. */
export function markersSignature(sales: SaleSummary[]): string {
  return sales.map((s) => `${s.id}:${s.position.lat},${s.position.lng}`).join('|');
}

/** The marker's name: the number first for a numbered sale, as the printed list reads. */
export function markerTitle(sale: SaleSummary): string {
  const number = sale.event?.number;
  return typeof number === 'number' ? `#${number} ${sale.title}` : sale.title;
}
