import http from 'node:http';
import net from 'node:net';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, startIdleCollection } from './idle-collection';

const MB = 1024 * 1024;

/** A request as the HTTP server announces it, and its response, whose end the test decides. */
function requestOn(server: http.Server): http.ServerResponse {
  const request = new http.IncomingMessage(new net.Socket());
  const response = new http.ServerResponse(request);
  server.emit('request', request, response);
  return response;
}

/**
 * The idle collection on an HTTP server that is not listening (requests are announced by `requestOn`),
 * with a clock and a heap the test moves: idle after 1 s, worth a collection from 8 MB of growth; each
 * collection brings the heap to 60 MB and records the time.
 */
function idleCollection(options: { collectNow?: boolean } = {}) {
  const server = http.createServer();
  const state = { clock: 0, heap: 100 * MB };
  const collectedAt: number[] = [];
  const reports: { heapBefore: number; heapAfter: number }[] = [];
  const stop = startIdleCollection(server, {
    collect: () => {
      collectedAt.push(state.clock);
      state.heap = 60 * MB;
    },
    collectNow: options.collectNow,
    idleMs: 1_000,
    growthBytes: 8 * MB,
    heapBytes: () => state.heap,
    now: () => state.clock,
    onCollected: ({ heapBefore, heapAfter }) => reports.push({ heapBefore, heapAfter }),
  });
  // The clock moves first, then the timers due by then run (each reads the new time).
  const at = (ms: number) => {
    const step = ms - state.clock;
    state.clock = ms;
    vi.advanceTimersByTime(step);
  };
  return { server, state, collectedAt, reports, stop, at };
}

describe('memory given back when the app is idle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('collects once after the start, then only after requests grew the heap and stopped', () => {
    vi.useFakeTimers();
    const { server, state, collectedAt, reports, stop, at } = idleCollection();
    try {
      at(500);
      expect(collectedAt).toEqual([]);
      at(1_500);
      // The start's garbage: the first idle moment collects whatever the heap holds.
      expect(collectedAt).toEqual([1_500]);
      expect(reports).toEqual([{ heapBefore: 100 * MB, heapAfter: 60 * MB }]);
      at(5_000);
      expect(collectedAt).toEqual([1_500]);

      // A burst: the heap grows by 20 MB; nothing is collected while a request is open (a slow upload,
      // say) nor right after it ends.
      at(6_000);
      const response = requestOn(server);
      state.heap = 80 * MB;
      at(8_000);
      expect(collectedAt).toEqual([1_500]);
      response.emit('close');
      at(8_500);
      expect(collectedAt).toEqual([1_500]);
      at(9_500);
      expect(collectedAt).toEqual([1_500, 9_500]);

      // A metrics scrape now and then grows the heap by little: no collection for it.
      requestOn(server).emit('close');
      state.heap = 61 * MB;
      at(20_000);
      expect(collectedAt).toEqual([1_500, 9_500]);
    } finally {
      stop();
    }
    expect(server.listenerCount('request')).toBe(0);
    state.heap = 200 * MB;
    at(60_000);
    expect(collectedAt).toEqual([1_500, 9_500]);
  });

  it('collects at once when asked (before the app listens), then only for what requests grew', () => {
    vi.useFakeTimers();
    const { server, state, collectedAt, stop, at } = idleCollection({ collectNow: true });
    try {
      expect(collectedAt).toEqual([0]);
      // The app's own start-up after it (listening, its timers) grows the heap with no request: left alone.
      state.heap = 70 * MB;
      at(5_000);
      expect(collectedAt).toEqual([0]);
      requestOn(server).emit('close');
      state.heap = 79 * MB;
      at(6_000);
      expect(collectedAt).toEqual([0, 6_000]);
    } finally {
      stop();
    }
  });

  it("V8's full collection frees the garbage, and leaves no global gc behind", () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf('function');
    let garbage: number[][] | undefined = Array.from({ length: 400 }, (_, i) =>
      Array.from({ length: 10_000 }, (_unused, j) => i + j + 0.5),
    );
    const before = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(400);
    garbage = undefined;
    collect?.();
    const after = process.memoryUsage().heapUsed;
    // 400 arrays of 10,000 doubles: about 30 MB, all of it garbage once dropped.
    expect(before - after).toBeGreaterThan(20 * MB);
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
