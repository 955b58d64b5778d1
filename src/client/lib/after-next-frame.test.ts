// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-next-frame';

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work in a task after the next frame, not before', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const work = vi.fn();
    afterNextFrame(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, before or after the frame', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const before = vi.fn();
    afterNextFrame(before)();
    const after = vi.fn();
    const cancel = afterNextFrame(after);
    await vi.advanceTimersToNextFrame();
    cancel();
    await vi.runAllTimersAsync();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
