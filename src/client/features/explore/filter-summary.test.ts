import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import { formatLocalDay } from '../../lib/format';
import { testT } from '../../test-support/i18n';
import { describeFilters as describeIn, summarizeFilters as summarizeIn } from './filter-summary';

const wordsIn = (locale: Locale) => ({ t: testT(locale, 'explore'), locale });
const en = wordsIn('en');
const summarizeFilters = (filters: Parameters<typeof summarizeIn>[0], names: ReadonlyMap<number, string>) =>
  summarizeIn(filters, names, en);
const describeFilters = (filters: Parameters<typeof describeIn>[0]) => describeIn(filters, en);

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

  it('names a one-day window by its one date', () => {
    const day = formatLocalDay('2026-06-12');
    expect(summarizeFilters({ startDate: '2026-06-12', endDate: '2026-06-12' }, names)[0]?.value).toBe(day);
    expect(summarizeFilters({ startDate: '2026-06-12', endDate: '2026-06-14' }, names)[0]?.value).toBe(
      `${day} - ${formatLocalDay('2026-06-14')}`,
    );
  });

  it('names the whole window the API serves for a lone start or end date', () => {
    expect(summarizeFilters({ startDate: '2026-06-12' }, names)[0]?.value).toBe(
      `${formatLocalDay('2026-06-12')} - ${formatLocalDay('2026-09-11')}`,
    );
    expect(summarizeFilters({ endDate: '2026-09-11' }, names)[0]?.value).toBe(
      `${formatLocalDay('2026-06-12')} - ${formatLocalDay('2026-09-11')}`,
    );
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

describe('quick filters in the summary', () => {
  it('names the active quick filter in place of dates', () => {
    expect(summarizeFilters({ when: 'open-now' }, new Map())[0]).toEqual({
      label: 'Dates',
      value: 'Open now',
    });
    expect(describeFilters({ when: 'weekend', city: 'Leduc' })).toBe('This weekend · Leduc');
  });
});

describe('the summary in French', () => {
  const fr = wordsIn('fr');
  it('names every filter in French, dates in Canadian French', () => {
    expect(summarizeIn({}, names, fr)).toEqual([
      { label: 'Dates', value: 'Toutes les dates' },
      { label: 'Lieu', value: 'Toutes les villes' },
      { label: 'Catégories', value: 'Toutes les catégories' },
      { label: 'Recherche', value: 'Aucune' },
    ]);
    expect(summarizeIn({ startDate: '2026-06-12', endDate: '2026-06-12' }, names, fr)[0]?.value).toBe(
      '2026-06-12',
    );
    expect(describeIn({ when: 'weekend', categoryIds: [1, 2], searchTerm: 'vélo' }, fr)).toBe(
      'Cette fin de semaine · 2 catégories · «\u00a0vélo\u00a0»',
    );
    expect(summarizeIn({ categoryIds: [1, 2, 3, 4] }, names, fr)[2]?.value).toBe('4 sélectionnées');
  });
});
