import { describe, expect, it } from 'vitest';
import { describeFilters, summarizeFilters } from './filter-summary';

const names = new Map([
  [1, 'Books'],
  [2, 'Toys'],
  [3, 'Tools'],
  [4, 'Furniture'],
]);

describe('summarizeFilters', () => {
  it('says "all" for every filter not set', () => {
    expect(summarizeFilters({}, names)).toEqual([
      { label: 'Dates', value: 'Any dates' },
      { label: 'Place', value: 'All cities' },
      { label: 'Categories', value: 'All categories' },
      { label: 'Search', value: 'None' },
    ]);
  });

  it('names up to three categories and counts more', () => {
    expect(summarizeFilters({ categoryIds: [1, 2] }, names)[2]?.value).toBe('Books, Toys');
    expect(summarizeFilters({ categoryIds: [1, 2, 3, 4] }, names)[2]?.value).toBe('4 selected');
  });

  it('shows the neighborhood with its city and the search in quotes', () => {
    const summary = summarizeFilters(
      { city: 'Spruce Grove', neighborhood: 'Deer Park', searchTerm: 'bike' },
      names,
    );
    expect(summary[1]?.value).toBe('Deer Park, Spruce Grove');
    expect(summary[3]?.value).toBe('“bike”');
  });
});

describe('describeFilters', () => {
  it('lists only what is set, after the dates', () => {
    expect(describeFilters({ city: 'Acheson', categoryIds: [1] })).toBe('Any dates · Acheson · 1 category');
  });
});
