import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInSlices, SLICE_MS, taskSlices } from './run-in-slices';

describe('runInSlices', () => {
  /** The page's clock (performance.now), moved on by the work itself. */
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Work that takes `ms` per batch, recording the batches it was given. */
  function slowWork(ms: number) {
    const batches: number[][] = [];
    const work = (batch: number[]) => {
      batches.push(batch);
      clock += ms;
    };
    return { batches, work };
  }

  const items = Array.from({ length: 10 }, (_, n) => n);

  it('does nothing in the current task, then every item once, in order, a batch at a time', async () => {
    const { batches, work } = slowWork(1);
    runInSlices(items, 3, work);
    expect(batches).toEqual([]);
    await vi.runAllTimersAsync();
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
  });

  it('ends a task once it has worked SLICE_MS and goes on in the next', async () => {
    // Three batches pass the mark: the first task ends after the third.
    const { batches, work } = slowWork(SLICE_MS / 2.5);
    runInSlices(items, 1, work);
    await vi.advanceTimersToNextTimerAsync();
    expect(batches.flat()).toEqual([0, 1, 2]);
    await vi.advanceTimersToNextTimerAsync();
    expect(batches.flat()).toEqual([0, 1, 2, 3, 4, 5]);
    await vi.runAllTimersAsync();
    expect(batches.flat()).toEqual(items);
  });

  it('leaves the rest when stopped', async () => {
    const { batches, work } = slowWork(SLICE_MS / 2.5);
    const stop = runInSlices(items, 1, work);
    await vi.advanceTimersToNextTimerAsync();
    stop();
    await vi.runAllTimersAsync();
    expect(batches.flat()).toEqual([0, 1, 2]);
  });

  it('has nothing to do for no items', async () => {
    const { batches, work } = slowWork(1);
    runInSlices([], 5, work);
    await vi.runAllTimersAsync();
    expect(batches).toEqual([]);
  });
});

describe('taskSlices', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is due once the task has worked SLICE_MS, and starts counting again in the next task', async () => {
    const slices = taskSlices();
    clock = SLICE_MS - 1;
    expect(slices.due()).toBe(false);
    clock = SLICE_MS;
    expect(slices.due()).toBe(true);
    let resumed = false;
    const next = slices.next().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await next;
    expect(resumed).toBe(true);
    expect(slices.due()).toBe(false);
  });
});
