/** The longest wait for the first paint before starting anyway (a browser that never reports one). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the page's first contentful paint has been reported, or at once when there is nothing
 * to wait for: a page with nothing drawn in #root (the app draws it), a page not in view (it is not
 * painted until it is shown), a browser that does not report paints. Never twice.
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const drawn = win.document.getElementById('root')?.firstElementChild != null;
  const reportsPaints = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') === true;
  if (!drawn || !reportsPaints || win.document.visibilityState !== 'visible') {
    once();
    return;
  }
  // Already painted (the script came late): the buffered entry is delivered at once.
  const observer = new win.PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  win.setTimeout(() => {
    observer.disconnect();
    once();
  }, FIRST_PAINT_WAIT_MS);
}
