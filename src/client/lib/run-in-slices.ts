/**
 * A slice's time on this device: on a phone a quarter of the speed makes it about 28 ms, under the 50 ms from
 * which a task blocks taps (and Lighthouse's Total Blocking Time counts it). Not 10 ms: a slice ends only
 * after the batch that passes the mark, and a busy machine stretches its wall time, so slices of 10 ms were
 * seen at 10.4 to 15.7 ms in traces, 42 to 63 ms on a phone (decision 0029, third session).
 */
export const SLICE_MS = 7;

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

/**
 * The same for a loop that can await: `if (slices.due()) await slices.next()` gives the browser the main
 * thread once the current task has run SLICE_MS, and goes on in a later task.
 */
export function taskSlices(): { due: () => boolean; next: () => Promise<void> } {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= SLICE_MS,
    next: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      started = performance.now();
    },
  };
}
