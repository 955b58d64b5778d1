import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { exploreHeading } from './explore-heading';
import english from './i18n/catalogs/en/explore.json';
import french from './i18n/catalogs/fr/explore.json';
import type { Locale } from './i18n/locales';
import { createI18n, loadCatalog, translator } from './i18n/translator';

function exploreT(locale: Locale) {
  const i18n = createI18n(locale);
  i18n.setMessagesCompiler(compileMessage);
  loadCatalog(i18n, 'explore', locale === 'en' ? english : french);
  return translator(i18n, 'explore');
}
const en = exploreT('en');
const fr = exploreT('fr');

describe("Explore's heading", () => {
  it("is spec §2's '{Product} This Week' for the week, and names a quick filter's days", () => {
    expect(exploreHeading(en, 'garage sales', {})).toBe('Garage Sales This Week');
    expect(exploreHeading(en, 'yard sales', { when: 'open-now' })).toBe('Yard Sales Open Now');
    expect(exploreHeading(en, 'garage sales', { when: 'today' })).toBe('Garage Sales Today');
    expect(exploreHeading(en, 'garage sales', { when: 'weekend' })).toBe('Garage Sales This Weekend');
  });

  it("names a city page's city, and its quick filter's days", () => {
    expect(exploreHeading(en, 'garage sales', { city: 'Stony Plain' })).toBe(
      'Garage sales in Stony Plain this week',
    );
    expect(exploreHeading(en, 'garage sales', { city: 'Stony Plain', when: 'open-now' })).toBe(
      'Garage sales in Stony Plain open now',
    );
    expect(exploreHeading(en, 'garage sales', { city: 'Week', when: 'today' })).toBe(
      'Garage sales in Week today',
    );
  });

  it('speaks French in sentence case, the product noun as the town writes it', () => {
    expect(exploreHeading(fr, 'ventes de garage', {}, 'fr')).toBe('Ventes de garage cette semaine');
    expect(exploreHeading(fr, 'ventes de garage', { when: 'weekend' }, 'fr')).toBe(
      'Ventes de garage cette fin de semaine',
    );
    expect(exploreHeading(fr, 'ventes de garage', { city: 'Stony Plain', when: 'today' }, 'fr')).toBe(
      'Ventes de garage à Stony Plain aujourd’hui',
    );
  });
});
