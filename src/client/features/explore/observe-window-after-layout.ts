import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The window's size for the list's virtualiser, as `observeWindowRect` of @tanstack/virtual-core gives it
 * but without its first reading inside React's commit: it read `innerWidth` and `innerHeight` there, in the
 * layout effect that put Explore's page up, which made the browser lay out the whole new page at once
 * (about 11 ms of CPU, 45 ms on a phone, in the longest task of the take-over: profiled, decision 0029).
 * The virtualiser already knows the size from the start (`initialRect`); the first reading waits for a
 * resize observer's first call, which comes once the browser has laid the page out, before it paints.
 */
export function observeWindowAfterLayout(
  instance: Virtualizer<Window, Element>,
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  const window = instance.scrollElement;
  if (!window) return undefined;
  const read = () => cb({ width: window.innerWidth, height: window.innerHeight });
  window.addEventListener('resize', read, { passive: true });
  const stopListening = () => window.removeEventListener('resize', read);
  if (typeof ResizeObserver === 'undefined') {
    read();
    return stopListening;
  }
  const firstLayout = new ResizeObserver(() => {
    firstLayout.disconnect();
    read();
  });
  firstLayout.observe(window.document.documentElement);
  return () => {
    firstLayout.disconnect();
    stopListening();
  };
}
