// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_PLAN_KEY,
  mergePlans,
  PLAN_FULL_MESSAGE,
  readGuestPlan,
  subscribeGuestPlan,
  withoutSale,
  withSales,
  writeGuestPlan,
} from './plan-store';

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

describe('changing a plan', () => {
  it('adds sales at the end, once each, and removes one', () => {
    expect(withSales([1, 2], [2, 3, 3, 4])).toEqual({ ok: true, ids: [1, 2, 3, 4] });
    expect(withoutSale([1, 2, 3], 2)).toEqual([1, 3]);
    expect(withoutSale([1, 3], 2)).toEqual([1, 3]);
  });

  it(`refuses a 26th stop with "${PLAN_FULL_MESSAGE}"`, () => {
    expect(withSales(range(1, 24), [100])).toMatchObject({ ok: true });
    expect(withSales(range(1, 25), [100])).toEqual({ ok: false, message: 'A plan has at most 25 stops' });
    expect(withSales(range(1, 25), [1])).toMatchObject({ ok: true, ids: range(1, 25) });
  });

  it("joins a guest's plan to the account's at sign-in: the account's first, then what fits", () => {
    expect(mergePlans([5, 6], [6, 7])).toEqual({ ids: [5, 6, 7], left: [] });
    expect(mergePlans([], [3])).toEqual({ ids: [3], left: [] });
    expect(mergePlans(range(1, 24), [1, 50, 51])).toEqual({ ids: [...range(1, 24), 50], left: [51] });
  });
});
