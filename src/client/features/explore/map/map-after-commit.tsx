import { createLeafletContext, LeafletContext, type LeafletContextInterface } from '@react-leaflet/core';
import L from 'leaflet';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { afterNextFrame } from '../../../lib/after-next-frame';

export type MapView =
  | { center: L.LatLngTuple; zoom: number }
  | { bounds: L.LatLngBounds; boundsOptions: L.FitBoundsOptions };

interface Props {
  /** Where the map opens. */
  view: MapView;
  /** Leaflet's own options (controls, motion). */
  options: L.MapOptions;
  className?: string;
  /** Called with the map once it is made (and null once it is gone). */
  onMap: (map: L.Map | null) => void;
  /** What goes on the map (react-leaflet's controls and layers), drawn once it is made. */
  children: ReactNode;
}

/**
 * react-leaflet's MapContainer, made in three tasks rather than one: its box is put in the page with the
 * rest of the screen; Leaflet's map is made in a task after the next frame (its own, with the box laid
 * out); what goes on it is drawn as a transition, in slices, and put up in a commit of its own.
 * MapContainer made the map inside React's commit, which made the browser lay the new page out there
 * (Leaflet reads the box's size to fit the view), then drew its controls at once, in the same task: 15
 * to 21 ms of CPU, 60 to 85 ms on a phone (profiled: decision 0029).
 */
export function MapAfterCommit({ view, options, className, onMap, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<LeafletContextInterface | null>(null);
  // What the map opens with: read once, as MapContainer does.
  const opening = useRef({ view, options, onMap });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { view: first, options: leafletOptions, onMap: made } = opening.current;
    let map: L.Map | undefined;
    // After the browser has drawn the page with the box: Leaflet reads the box's style and size as it
    // makes the map, which, in the effects right after the commit that put the box up, restyled and laid
    // out the page there and then (1.5 to 3 ms of the task's 6 to 8 ms of CPU, profiled: decision 0029).
    const cancel = afterNextFrame(() => {
      const created = new L.Map(element, leafletOptions);
      map = created;
      if ('bounds' in first) created.fitBounds(first.bounds, first.boundsOptions);
      else created.setView(first.center, first.zoom);
      startTransition(() => {
        made(created);
        setContext(createLeafletContext(created));
      });
    });
    return () => {
      cancel();
      if (!map) return;
      made(null);
      map.remove();
    };
  }, []);

  return (
    <div ref={box} className={className}>
      {context && <LeafletContext value={context}>{children}</LeafletContext>}
    </div>
  );
}
