import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from './i18n/catalogs/en/notifications.json' with { type: 'json' };
import french from './i18n/catalogs/fr/notifications.json' with { type: 'json' };
import type { Locale } from './i18n/locales';
import { createI18n, loadCatalog, translator } from './i18n/translator';
import { describeSearch, savedFilters } from './saved-search-name';

const names = new Map([
  [1, 'Tools'],
  [2, 'Books'],
  [3, 'Toys'],
]);

function wordsIn(locale: Locale) {
  const i18n = createI18n(locale);
  i18n.setMessagesCompiler(compileMessage);
  loadCatalog(i18n, 'notifications', locale === 'en' ? english : french);
  return translator(i18n, 'notifications');
}
const en = wordsIn('en');
const fr = wordsIn('fr');

describe('describeSearch', () => {
  it.each([
    [{ city: 'Stony Plain', categoryIds: '1' }, 'Tools in Stony Plain'],
    [{ categoryIds: '2,3', searchTerm: 'lego' }, 'Books and Toys matching “lego”'],
    [{ categoryIds: '1,2,3' }, '3 categories'],
    [
      { city: 'Spruce Grove', neighborhood: 'Westwind', startDate: '2026-11-28', endDate: '2026-11-29' },
      'All sales in Westwind, Spruce Grove from 2026-11-28 to 2026-11-29',
    ],
    [{ startDate: '2026-11-28' }, 'All sales from 2026-11-28'],
    [{ endDate: '2026-11-29' }, 'All sales until 2026-11-29'],
    [{}, 'All sales'],
  ])('names %j "%s"', (filters, expected) => {
    expect(describeSearch(savedFilters(filters), names, en)).toBe(expected);
  });

  it.each([
    [{ city: 'Stony Plain', categoryIds: '1' }, 'Tools à Stony Plain'],
    [{ categoryIds: '2,3', searchTerm: 'lego' }, 'Books et Toys contenant «\u00a0lego\u00a0»'],
    [{ categoryIds: '1,2,3' }, '3 catégories'],
    [
      { city: 'Spruce Grove', neighborhood: 'Westwind', startDate: '2026-11-28', endDate: '2026-11-29' },
      'Toutes les ventes à Westwind, Spruce Grove du 2026-11-28 au 2026-11-29',
    ],
    [{ endDate: '2026-11-29' }, 'Toutes les ventes jusqu’au 2026-11-29'],
  ])('names %j in French "%s"', (filters, expected) => {
    expect(describeSearch(savedFilters(filters), names, fr)).toBe(expected);
  });

  it('counts one category whose name is unknown in the singular', () => {
    expect(describeSearch(savedFilters({ categoryIds: '9' }), names, en)).toBe('1 category');
    expect(describeSearch(savedFilters({ categoryIds: '9' }), names, fr)).toBe('1 catégorie');
  });

  it('stays within the 80 characters a name may have', () => {
    const name = describeSearch(savedFilters({ searchTerm: 'x'.repeat(150) }), names, en);
    expect(name).toHaveLength(80);
    expect(name.endsWith('…')).toBe(true);
  });
});
