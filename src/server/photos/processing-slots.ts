/**
 * A counting semaphore: at most `limit` tasks run at once, the others wait their turn in arrival order.
 */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (for tests and diagnostics). */
  readonly active: number;
}

export function createSlots(limit: number): Slots {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    get active() {
      return active;
    },
    async run(task) {
      // A freed slot passes straight to the next waiter, so `active` never dips below what is running.
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

/** Images decoded at once by the whole process: each can take a few hundred MB while it is worked on. */
export const PHOTO_PROCESSING_SLOTS = 2;
export const photoProcessing = createSlots(PHOTO_PROCESSING_SLOTS);
