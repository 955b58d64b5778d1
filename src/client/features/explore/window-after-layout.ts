import { type Rect, type Virtualizer, type VirtualizerOptions, windowScroll } from '@tanstack/react-virtual';

/*
 * The list's virtualiser follows the window (@tanstack/virtual-core's `observeWindowRect` and
 * `windowScroll`), without making the browser lay out the page inside React's commit. Its defaults read
 * `innerWidth` and `innerHeight`, then scrolled the window to where it already was, in the layout effect
 * that put Explore's page up: each made the browser lay out the whole new page there and then (about 11 to
 * 13 ms of CPU, 45 to 50 ms on a phone, in the longest task of the take-over: profiled, decision 0029).
 */

/** The window's size as last read: at this module's start, after a layout, or after a resize. */
let lastRead: Rect | undefined;

function readWindowRect(): Rect {
  lastRead = { width: window.innerWidth, height: window.innerHeight };
  return lastRead;
}

/**
 * The window's size for the virtualiser's `initialRect`, without reading the window while React renders:
 * on a phone (a page with a viewport) `innerWidth` and `innerHeight` make the browser lay the page out
 * first, and the list mounts in a render that follows a commit (the list's answer, the take-over), with
 * the page not laid out since: read there, they restyled and laid out the whole page, 5 to 7 ms of CPU
 * (20 to 28 ms on a phone) in the list's first render in most profiles (decision 0029, third session).
 * Read once as this module starts, before React takes the page over (the server-drawn page is laid out
 * then, so it costs nothing), and kept up to date by the reads below; a resize forgets it.
 */
export function knownWindowRect(): Rect {
  return lastRead ?? readWindowRect();
}

/** The window's scroll offset as read at this module's start, until the window scrolls. */
let offsetAtStart: number | undefined;

/**
 * The window's scroll offset for the virtualiser's `initialOffset`, for the same reason: its default reads
 * `scrollY` as the list is first drawn, which laid the page out there (2 ms of CPU in a render of 8 ms,
 * profiled). Read again, as the default does, once the window has scrolled.
 */
export function knownScrollOffset(): number {
  return offsetAtStart ?? window.scrollY;
}

if (typeof window !== 'undefined') {
  readWindowRect();
  offsetAtStart = window.scrollY;
  window.addEventListener(
    'resize',
    () => {
      lastRead = undefined;
    },
    { passive: true },
  );
  window.addEventListener(
    'scroll',
    () => {
      offsetAtStart = undefined;
    },
    { passive: true, once: true },
  );
}

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
  const read = () => cb(readWindowRect());
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
