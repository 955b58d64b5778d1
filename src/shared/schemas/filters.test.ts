import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, SaleFiltersQuerySchema } from './filters';

describe('filtersToSearchParams', () => {
  it('omits empty values and comma-joins category ids', () => {
    const params = filtersToSearchParams({
      city: 'Stony Plain',
      neighborhood: '',
      categoryIds: [3, 1],
      searchTerm: '  ',
      startDate: '2026-11-22',
    });
    expect(params.toString()).toBe('city=Stony+Plain&categoryIds=3%2C1&startDate=2026-11-22');
  });
  it('drops a neighborhood without a city', () => {
    expect(filtersToSearchParams({ neighborhood: 'Old Town' }).toString()).toBe('');
  });
});

describe('filtersFromSearchParams', () => {
  it('reads back what filtersToSearchParams wrote', () => {
    const filters = {
      city: 'Spruce Grove',
      neighborhood: 'Greenbury',
      categoryIds: [2, 5],
      searchTerm: 'bike',
      startDate: '2026-11-22',
      endDate: '2026-11-28',
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });
  it('ignores values that do not validate instead of failing the page', () => {
    const params = new URLSearchParams('city=Stony+Plain&categoryIds=a,b&startDate=2026-02-30');
    expect(filtersFromSearchParams(params)).toEqual({ city: 'Stony Plain' });
  });
});

describe('SaleFiltersQuerySchema', () => {
  it('turns categoryIds into unique numbers', () => {
    expect(SaleFiltersQuerySchema.parse({ categoryIds: '4,2,4' }).categoryIds).toEqual([4, 2]);
  });
  it('refuses a window that ends before it starts, with the spec message', () => {
    const result = SaleFiltersQuerySchema.safeParse({ startDate: '2026-11-28', endDate: '2026-11-22' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('End date must be after or equal to start date');
  });
  it('refuses malformed category ids with a clear message', () => {
    const result = SaleFiltersQuerySchema.safeParse({ categoryIds: '1,,2' });
    expect(result.error?.issues[0]?.message).toBe(
      'categoryIds must be a comma-separated list of category ids',
    );
  });
});
