import { describe, expect, it } from 'vitest';
import type { AdminSale } from '../../../../shared/schemas/admin';
import { makeSale, noStats } from '../../../test-support/sale';
import { filterSales, matchesSearch } from './sale-search';

const sale: AdminSale = {
  ...makeSale({ title: 'Big Toy Sale', address: '12 Oak Street', city: 'Spruce Grove', neighborhood: null }),
  userName: null,
  userEmail: 'Bob@Example.org',
  stats: noStats,
};

describe('matchesSearch', () => {
  it('matches title, address, city, neighborhood, seller name and email, ignoring case', () => {
    for (const term of ['toy', 'OAK', 'spruce grove', 'bob@example', '  big  ']) {
      expect(matchesSearch(sale, term)).toBe(true);
    }
    expect(matchesSearch({ ...sale, neighborhood: 'Deer Park', userName: 'Ann Lee' }, 'deer')).toBe(true);
    expect(matchesSearch({ ...sale, userName: 'Ann Lee' }, 'ann l')).toBe(true);
    expect(matchesSearch(sale, 'lamps')).toBe(false);
  });

  it('keeps every sale for an empty term', () => {
    expect(filterSales([sale, { ...sale, id: 2 }], '  ')).toHaveLength(2);
  });
});
