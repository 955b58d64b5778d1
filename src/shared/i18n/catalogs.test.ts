import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SCHEMA_NAMESPACES } from './catalog-types';
import { LOCALES } from './locales';
import { fillPlaceholders } from './messages';
import { createI18n, loadCatalog, translator } from './translator';

const DIR = path.join(import.meta.dirname, 'catalogs');
const read = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(DIR, locale, `${namespace}.json`), 'utf8'));

/** The names a message's ICU text gives its values ({name}, {count, plural, …}). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      if (token[2] && typeof token[2] === 'object')
        for (const branch of Object.values(token[2])) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/**
 * Values a message is given that its English text does not show: the product noun is given in its every
 * form where French writes another form than English ('My Garage Sales', 'Mes ventes de garage').
 */
const GIVEN_BESIDES_ENGLISH: Record<string, string[]> = {
  'shell:nav.myProduct': ['productPlural'],
  // English repeats the limiter's own words ('1 minute'); French counts the seconds with a plural.
  'api-errors:geocode.rateLimited': ['seconds'],
  'api-texts:limit.tooMany': ['seconds'],
  'favorites:empty.explore': ['productPlural'],
  'wizard:create.heading': ['productSingular'],
  'wizard:edit.heading': ['productSingular'],
  'my-sales:title': ['productPlural'],
  'sale-page:notFound.explore': ['productPlural'],
};

describe('the catalogues (decision 0025)', () => {
  it('has one file per namespace in every language, and every namespace is declared', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(DIR, locale)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each(NAMESPACES)('%s: every English message has a French one, and French has no other', (namespace) => {
    const english = read('en', namespace);
    const french = read('fr', namespace);
    const missing = Object.keys(english).filter((key) => !(key in french));
    const extra = Object.keys(french).filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, text] of Object.entries(french)) {
      expect(text.trim(), `fr ${namespace}:${key} is empty`).not.toBe('');
    }
  });

  it.each(NAMESPACES)(
    '%s: French uses only the values English gives it, and every message compiles',
    (namespace) => {
      const english = read('en', namespace);
      const french = read('fr', namespace);
      for (const [key, text] of Object.entries(english)) {
        const given = [...placeholders(text), ...(GIVEN_BESIDES_ENGLISH[`${namespace}:${key}`] ?? [])];
        const used = placeholders(french[key] ?? '');
        expect(
          used.filter((name) => !given.includes(name)),
          `fr ${namespace}:${key}`,
        ).toEqual([]);
      }
    },
  );

  it.each(SCHEMA_NAMESPACES)(
    "%s: reads the shared schemas' English messages the same without Lingui as through it",
    (namespace) => {
      const english = read('en', namespace);
      const i18n = createI18n('en');
      i18n.setMessagesCompiler(compileMessage);
      loadCatalog(i18n, namespace, english);
      const t = translator(i18n, namespace);
      const values = {
        max: 128,
        min: 3,
        label: 'Title',
        field: 'photos',
        name: 'a.jpg',
        reason: 'Too many',
        after: '1 minute',
        email: 'someone@example.org',
      };
      for (const [key, text] of Object.entries(english)) {
        expect(fillPlaceholders(text, values), key).toBe(t(key as never, values));
      }
    },
  );

  it('gives each English text of the schema catalogues one entry: a message is found by its text', () => {
    const keysByText = new Map<string, string[]>();
    for (const namespace of SCHEMA_NAMESPACES) {
      for (const [key, text] of Object.entries(read('en', namespace))) {
        keysByText.set(text, [...(keysByText.get(text) ?? []), `${namespace}:${key}`]);
      }
    }
    expect([...keysByText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it('speaks French plurals: 0 and 1 take the singular, as in "0 vente", "1 vente", "2 ventes"', () => {
    const i18n = createI18n('fr');
    i18n.setMessagesCompiler(compileMessage);
    loadCatalog(i18n, 'pages', { count: '{count, plural, one {# vente} other {# ventes}}' });
    const t = translator(i18n, 'pages');
    expect(
      [0, 1, 2, 1500].map((count) => t('count' as never, { count }).replace(/\u202f|\u00a0/g, ' ')),
    ).toEqual(['0 vente', '1 vente', '2 ventes', '1 500 ventes']);
  });
});
