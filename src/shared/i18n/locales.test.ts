import { describe, expect, it } from 'vitest';
import { localizedPath, otherLocale, splitLocalePath } from './locales';

describe('the language of an address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/contact', 'en', '/contact'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/contact', 'fr', '/contact'],
    ['/fr/garage-sales/12', 'fr', '/garage-sales/12'],
    ['/french-toast', 'en', '/french-toast'],
    ['/frontier', 'en', '/frontier'],
  ])('reads %s as %s %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it("writes a page's address in each language, the query kept", () => {
    expect(localizedPath('/', 'fr')).toBe('/fr/');
    expect(localizedPath('/contact', 'fr')).toBe('/fr/contact');
    expect(localizedPath('/?city=Stony%20Plain', 'fr')).toBe('/fr/?city=Stony%20Plain');
    expect(localizedPath('/contact', 'en')).toBe('/contact');
    expect(otherLocale('en')).toBe('fr');
    expect(otherLocale('fr')).toBe('en');
  });
});
