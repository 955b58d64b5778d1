// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_PLAN_KEY, readGuestPlan, subscribeGuestPlan, writeGuestPlan } from './plan-store';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("a guest's plan in this browser", () => {
  afterEach(() => localStorage.clear());

  it('is kept in localStorage and read back, and every subscriber hears a change', () => {
    const heard = vi.fn();
    const stop = subscribeGuestPlan(heard);
    expect(readGuestPlan()).toEqual([]);
    writeGuestPlan([4, 2]);
    expect(localStorage.getItem(GUEST_PLAN_KEY)).toBe('{"saleIds":[4,2]}');
    expect(readGuestPlan()).toEqual([4, 2]);
    // The same array while nothing changed.
    expect(readGuestPlan()).toBe(readGuestPlan());
    writeGuestPlan([]);
    expect(localStorage.getItem(GUEST_PLAN_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reads a plan changed in another tab', () => {
    const heard = vi.fn();
    const stop = subscribeGuestPlan(heard);
    localStorage.setItem(GUEST_PLAN_KEY, '{"saleIds":[7]}');
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_PLAN_KEY }));
    expect(heard).toHaveBeenCalledOnce();
    expect(readGuestPlan()).toEqual([7]);
    stop();
  });

  it.each(['not json', '{"saleIds":"1,2"}', '{"saleIds":[1,1]}', JSON.stringify({ saleIds: range(1, 26) })])(
    'reads an unreadable store (%s) as an empty plan',
    (raw) => {
      localStorage.setItem(GUEST_PLAN_KEY, raw);
      expect(readGuestPlan()).toEqual([]);
    },
  );
});
