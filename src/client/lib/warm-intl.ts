/**
 * Longest wait for the worker before the main thread may format anyway. A worker starts in tens of
 * milliseconds on a quiet phone; on a busy machine it was seen to take 400 ms before its script ran.
 */
export const INTL_WARM_WAIT_MS = 1500;

/**
 * Loads the browser's formatting data (ICU) in a worker while the page starts (warm-intl.worker.ts), so
 * that the main thread's first date formatter does not spend a long task on it. Resolves once the worker
 * is done (or failed, or after INTL_WARM_WAIT_MS): the first formatter must not run while the worker is
 * still loading the data, or the main thread loads it as well. Profiled (decision 0029, third session):
 * when the take-over started before the worker had finished, the filter panel's first date took 142 ms
 * of CPU in one task, 570 ms on a phone. Where workers cannot start, the first formatter loads the data
 * itself, as before.
 */
export function warmIntlOffTheMainThread(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, INTL_WARM_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url));
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
    } catch {
      // A policy that forbids workers: nothing is lost but the head start.
      done();
    }
  });
}
