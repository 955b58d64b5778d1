// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../lib/tooltip-delays';
import { MapTooltip } from './map-tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderTwo() {
  render(
    <>
      <MapTooltip content="Show my location">
        <button type="button" aria-label="Show my location" />
      </MapTooltip>
      <MapTooltip content="Enter full screen">
        <button type="button" aria-label="Enter full screen" />
      </MapTooltip>
    </>,
  );
  const [locate, fullscreen] = screen.getAllByRole('button').map((button) => button.parentElement);
  return { locate: locate as HTMLElement, fullscreen: fullscreen as HTMLElement };
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });

describe('MapTooltip (spec §9 delays)', () => {
  it('opens 700 ms after the pointer arrives and closes when it leaves', () => {
    const { locate } = renderTwo();
    hover(locate);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Show my location');
    fireEvent.pointerLeave(locate);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('skips the delay for the next control within 300 ms, not after', () => {
    const { locate, fullscreen } = renderTwo();
    hover(locate);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.pointerLeave(locate);
    hover(fullscreen);
    expect(screen.getByRole('tooltip').textContent).toBe('Enter full screen');
    fireEvent.pointerLeave(fullscreen);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
    hover(locate);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus, and Escape closes it', () => {
    renderTwo();
    act(() => screen.getByRole('button', { name: 'Enter full screen' }).focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Enter full screen');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
