import { describe, expect, it } from 'vitest';
import { cityPagePath, citySlug } from './city-slug';

describe('citySlug', () => {
  it.each([
    ['Stony Plain', 'stony-plain'],
    ['St. Albert', 'st-albert'],
    ['  Spruce   Grove ', 'spruce-grove'],
    ['Lévis', 'levis'],
    ['Fort McMurray #1', 'fort-mcmurray-1'],
    ['100 Mile House', '100-mile-house'],
  ])('%s -> %s', (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });

  it('gives the page path', () => {
    expect(cityPagePath('Stony Plain')).toBe('/garage-sales/in/stony-plain');
  });
});
