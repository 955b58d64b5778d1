import { describe, expect, it } from 'vitest';
import {
  completeWindow,
  filtersFromSearchParams,
  filtersToSearchParams,
  MAX_WINDOW_DAYS,
  type SaleFilters,
  SaleFiltersQuerySchema,
  WHEN_MESSAGE,
  WHEN_VALUES,
  windowLength,
} from './filters';

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

describe('the date window', () => {
  it('accepts up to 92 days and refuses more with a clear message', () => {
    expect(MAX_WINDOW_DAYS).toBe(92);
    expect(SaleFiltersQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-02' }).success).toBe(
      true,
    );
    const result = SaleFiltersQuerySchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-03' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose a date range of 92 days or less',
    ]);
  });
  it('counts both ends of a window', () => {
    expect(windowLength('2026-11-22', '2026-11-22')).toBe(1);
    expect(windowLength('2024-02-28', '2024-03-01')).toBe(3);
  });
  it('completes a window given by one side to 92 days, within the years 1 to 9999', () => {
    const cases: [SaleFilters, string, string][] = [
      [{ startDate: '2026-01-01' }, '2026-01-01', '2026-04-02'],
      [{ endDate: '2026-04-02' }, '2026-01-01', '2026-04-02'],
      [{ startDate: '9999-12-01' }, '9999-12-01', '9999-12-31'],
      [{ endDate: '0001-01-05' }, '0001-01-01', '0001-01-05'],
      [{ startDate: '2026-01-01', endDate: '2026-01-02' }, '2026-01-01', '2026-01-02'],
    ];
    for (const [given, startDate, endDate] of cases) {
      expect(completeWindow(given), JSON.stringify(given)).toEqual({ startDate, endDate });
    }
    expect(completeWindow({})).toEqual({});
  });
});

describe('control characters', () => {
  it.each(['city', 'neighborhood', 'searchTerm'])('refuses a NUL in %s', (key) => {
    const result = SaleFiltersQuerySchema.safeParse({ [key]: 'a\u0000b' });
    expect(result.error?.issues[0]?.message).toBe('Remove the control characters from the text');
  });
});

describe('when (quick filters)', () => {
  it('travels through the query string and back', () => {
    for (const when of WHEN_VALUES) {
      const params = filtersToSearchParams({ when, city: 'Spruce Grove' });
      expect(params.get('when')).toBe(when);
      expect(filtersFromSearchParams(params)).toEqual({ when, city: 'Spruce Grove' });
    }
  });

  it('refuses an unknown value with its message, and reads an empty one as absent', () => {
    const parsed = SaleFiltersQuerySchema.safeParse({ when: 'tonight' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([WHEN_MESSAGE]);
    expect(SaleFiltersQuerySchema.parse({ when: '' })).toEqual({});
    expect(filtersFromSearchParams(new URLSearchParams('when=tonight&city=Leduc'))).toEqual({
      city: 'Leduc',
    });
  });
});
