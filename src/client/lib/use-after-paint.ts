import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true for a painted frame and the browser has had a moment: the map library
 * (Leaflet and its markers, or Google's) starts loading only after the list has painted (decision 0010):
 * Explore's map and an event's.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let idle: number | undefined;
    const frame = requestAnimationFrame(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setAfter(true), { timeout: 500 })
        : window.setTimeout(() => setAfter(true), 50);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [ready, after]);
  return after;
}
