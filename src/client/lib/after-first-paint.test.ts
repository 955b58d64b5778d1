// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

/**
 * A browser's paint reports, as far as afterFirstPaint reads them: the real browser is in
 * tests/e2e/first-paint.spec.ts; here the cases a browser rarely shows on demand.
 */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: PaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    PaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"><main><h1>Garage Sales This Week</h1></main></div>';
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  PaintObserver.last = undefined;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits on a drawn page for its first contentful paint, then starts once', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    PaintObserver.last?.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    PaintObserver.last?.report('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(PaintObserver.last?.disconnected).toBe(true);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported in time', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the server drew nothing: the app draws the page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a browser that does not report paints', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class extends PaintObserver {
        static override supportedEntryTypes = ['resource'];
      },
    );
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page not in view, which is not painted until shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
