/**
 * A slice's time on this device: on a phone a quarter of the speed makes it about 40 ms, under the 50 ms from
 * which a task blocks taps (and Lighthouse's Total Blocking Time counts it).
 */
const SLICE_MS = 10;

/**
 * Does `work` over `items` a batch at a time, in tasks of their own that each stop once they have run
 * SLICE_MS, so that a long job (a busy week's 500 map markers) never holds the main thread for long.
 * The first batch runs in a later task too. Returns a function that stops what is left.
 */
export function runInSlices<T>(
  items: readonly T[],
  batchSize: number,
  work: (batch: T[]) => void,
): () => void {
  let offset = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const started = performance.now();
    do {
      work(items.slice(offset, offset + batchSize));
      offset += batchSize;
    } while (offset < items.length && performance.now() - started < SLICE_MS);
    timer = offset < items.length ? setTimeout(slice, 0) : undefined;
  };
  if (items.length > 0) timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}
