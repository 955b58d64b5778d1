// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { knownScrollOffset, knownWindowRect } from './window-after-layout';

describe('knownWindowRect', () => {
  it('gives the size read as the module started, without reading the window again', () => {
    const started = { width: window.innerWidth, height: window.innerHeight };
    const width = vi.spyOn(window, 'innerWidth', 'get');
    expect(knownWindowRect()).toEqual(started);
    expect(width).not.toHaveBeenCalled();
    width.mockRestore();
  });

  it('reads the window again after a resize', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(412);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(823);
    window.dispatchEvent(new Event('resize'));
    expect(knownWindowRect()).toEqual({ width: 412, height: 823 });
    vi.restoreAllMocks();
  });
});

describe('knownScrollOffset', () => {
  it('gives the offset read as the module started, then the window’s own once it has scrolled', () => {
    expect(knownScrollOffset()).toBe(0);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    expect(knownScrollOffset()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    expect(knownScrollOffset()).toBe(300);
    vi.restoreAllMocks();
  });
});
