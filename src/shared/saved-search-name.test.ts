import { describe, expect, it } from 'vitest';
import { describeSearch, savedFilters } from './saved-search-name';

const names = new Map([
  [1, 'Tools'],
  [2, 'Books'],
  [3, 'Toys'],
]);

describe('describeSearch', () => {
  it.each([
    [{ city: 'Stony Plain', categoryIds: '1' }, 'Tools in Stony Plain'],
    [{ categoryIds: '2,3', searchTerm: 'lego' }, 'Books and Toys matching “lego”'],
    [{ categoryIds: '1,2,3' }, '3 categories'],
    [
      { city: 'Spruce Grove', neighborhood: 'Westwind', startDate: '2026-11-28', endDate: '2026-11-29' },
      'All sales in Westwind, Spruce Grove from 2026-11-28 to 2026-11-29',
    ],
    [{}, 'All sales'],
  ])('names %j "%s"', (filters, expected) => {
    expect(describeSearch(savedFilters(filters), names)).toBe(expected);
  });

  it('stays within the 80 characters a name may have', () => {
    const name = describeSearch(savedFilters({ searchTerm: 'x'.repeat(150) }), names);
    expect(name).toHaveLength(80);
    expect(name.endsWith('…')).toBe(true);
  });
});
