import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './accept-language';

describe('negotiateLocale', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['FR', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.5, fr;q=0.7', 'fr'],
    ['fr;q=0.5, en;q=0.5', 'fr'],
    ['fr;q=0, en;q=0.1', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([[undefined], [''], ['*'], ['de-DE,es;q=0.8'], ['fr;q=0'], ['fr;q=abc'], ['fr;q=2']])(
    'chooses nothing for %j',
    (header) => {
      expect(negotiateLocale(header)).toBeUndefined();
    },
  );
});
