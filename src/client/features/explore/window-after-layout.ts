import { type Rect, type Virtualizer, type VirtualizerOptions, windowScroll } from '@tanstack/react-virtual';

/*
 * The list's virtualiser follows the window (@tanstack/virtual-core's `observeWindowRect` and
 * `windowScroll`), without making the browser lay out the page inside React's commit. Its defaults read
 * `innerWidth` and `innerHeight`, then scrolled the window to where it already was, in the layout effect
 * that put Explore's page up: each made the browser lay out the whole new page there and then (about 11 to
 * 13 ms of CPU, 45 to 50 ms on a phone, in the longest task of the take-over: profiled, decision 0029).
 */

/**
 * The window's size, read first once the browser has laid the page out (a resize observer's first call
 * comes then, before it paints) and again on each resize. Until then the virtualiser has `initialRect`.
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

const mounted = new WeakSet<Virtualizer<Window, Element>>();

/**
 * The window scrolled as the virtualiser asks, except its first request: made as it mounts, it scrolls to
 * the offset it started from (the window's own, read as the list was drawn), which is where the window is,
 * or where the shopper has since scrolled it while the page was being drawn, which it should not undo.
 */
export const scrollWindowAfterMount: VirtualizerOptions<Window, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  if (!mounted.has(instance)) {
    mounted.add(instance);
    return;
  }
  windowScroll(offset, options, instance);
};
