/**
 * Loads the browser's formatting data (ICU) in a worker while the page starts (warm-intl.worker.ts), so
 * that the main thread's first date formatter does not spend a long task on it. Where workers cannot
 * start, the first formatter loads it itself, as before.
 */
export function warmIntlOffTheMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url));
  } catch {
    // A policy that forbids workers: nothing is lost but the head start.
  }
}
