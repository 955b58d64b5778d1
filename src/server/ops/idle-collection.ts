import type http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * Memory given back once the app is idle. V8 keeps the pages a burst of requests (or the start's migrations
 * and vacuum) grew its heap to, garbage and freed pages alike, and its own memory reducer did not give them
 * back in the bench's runs, idle for minutes: 50 MB of the embedded database's 290 MB at start. One full
 * collection of the kind V8 runs under memory pressure, once the app has been quiet for a few seconds after
 * its heap grew, gives them back (decision 0029, fourth session).
 */

export type Collect = () => void;

/**
 * V8's collection of all it can free, pages given back to the system ('last-resort', as under memory
 * pressure), or undefined where this V8 does not offer it. The function is taken from a context made while
 * `--expose-gc` is on; the flag goes off again at once, so no other code sees a global `gc`.
 */
export function fullCollection(): Collect | undefined {
  v8.setFlagsFromString('--expose-gc');
  try {
    const gc: unknown = vm.runInNewContext('gc');
    if (typeof gc !== 'function') return undefined;
    return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

export interface IdleCollectionOptions {
  collect: Collect;
  /** How long without a request before the app counts as idle. */
  idleMs?: number;
  /** How much V8's heap must have grown since the last collection for another one to be worth its pause. */
  growthBytes?: number;
  /** V8's committed heap, in bytes (a test gives its own). */
  heapBytes?: () => number;
  now?: () => number;
  onCollected?: (report: { ms: number; heapBefore: number; heapAfter: number }) => void;
  /**
   * Collect at once too: before the app listens, the start's garbage (migrations, the vacuum, the seed)
   * goes back before the first request instead of at the first quiet moment, which a busy app may not have.
   */
  collectNow?: boolean;
}

export const IDLE_MS = 5_000;
export const GROWTH_BYTES = 8 * 1024 * 1024;

/**
 * Collects once the app has had no request open for `idleMs`, after requests since the last collection grew
 * its heap by `growthBytes` (without `collectNow`, the first time whatever it holds: once after the start).
 * A site with nobody on it, or only a metrics scraper, is not collected again and again, nor is the growth
 * of the app's own start-up after `collectNow` (listening, its timers). Answers a function that stops it.
 */
export function startIdleCollection(server: http.Server, options: IdleCollectionOptions): () => void {
  const idleMs = options.idleMs ?? IDLE_MS;
  const growthBytes = options.growthBytes ?? GROWTH_BYTES;
  const heapBytes = options.heapBytes ?? (() => v8.getHeapStatistics().total_heap_size);
  const now = options.now ?? Date.now;
  let lastRequestAt = now();
  let open = 0;
  let servedSinceCollection = false;
  let afterLastCollection: number | undefined;
  // The HTTP server's own events: every request counts, whichever route (or none) answers it, from its
  // start to its response's end (or its connection's loss).
  const onRequest = (_request: http.IncomingMessage, response: http.ServerResponse) => {
    open += 1;
    servedSinceCollection = true;
    lastRequestAt = now();
    response.once('close', () => {
      open -= 1;
      lastRequestAt = now();
    });
  };
  server.on('request', onRequest);
  const collect = (before: number) => {
    const started = now();
    options.collect();
    servedSinceCollection = false;
    afterLastCollection = heapBytes();
    options.onCollected?.({ ms: now() - started, heapBefore: before, heapAfter: afterLastCollection });
  };
  const check = () => {
    if (open > 0 || now() - lastRequestAt < idleMs) return;
    const before = heapBytes();
    const worthIt =
      afterLastCollection === undefined ||
      (servedSinceCollection && before - afterLastCollection >= growthBytes);
    if (worthIt) collect(before);
  };
  if (options.collectNow) collect(heapBytes());
  const timer = setInterval(check, Math.max(idleMs / 2, 100));
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
