import { describe, expect, it } from 'vitest';
import { mergePlans, PLAN_FULL_MESSAGE, withoutSale, withSales } from './plan-changes';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

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
