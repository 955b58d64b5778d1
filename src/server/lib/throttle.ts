/** The wait for a slot would be too long: the caller answers "busy" at once instead of queueing. */
export class ThrottleBusyError extends Error {
  /** How long until a slot would be within the caller's longest wait again (at least 1 ms). */
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('the geocoder queue is full');
    this.retryAfterMs = Math.max(1, Math.ceil(retryAfterMs));
  }
}

export interface Throttle {
  /** Resolves when this caller may start its request; throws ThrottleBusyError when that is too far off. */
  wait(intervalMs: number, maxWaitMs: number): Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spaces request starts at least `intervalMs` apart, in arrival order, by handing out start times: each
 * caller books the next free slot and sleeps until it. A caller whose slot is more than `maxWaitMs` away
 * books nothing and fails, so a burst cannot build a queue that outlives the browser's patience.
 */
export function createThrottle(now: () => number = Date.now, sleep = sleepFor): Throttle {
  let nextFree = Number.NEGATIVE_INFINITY;
  return {
    async wait(intervalMs, maxWaitMs) {
      const current = now();
      const start = Math.max(current, nextFree);
      if (start - current > maxWaitMs) throw new ThrottleBusyError(start - current - maxWaitMs);
      nextFree = start + intervalMs;
      if (start > current) await sleep(start - current);
    },
  };
}

const throttles = new Map<string, Throttle>();

/**
 * One throttle per service origin for the whole process: Nominatim's one-request-a-second policy is per
 * client, however many app instances (tests build several) share the process.
 */
export function throttleFor(origin: string): Throttle {
  let throttle = throttles.get(origin);
  if (!throttle) {
    throttle = createThrottle();
    throttles.set(origin, throttle);
  }
  return throttle;
}
