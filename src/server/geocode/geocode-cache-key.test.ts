import { describe, expect, it } from 'vitest';
import { geocodeCacheKey } from './geocode.service';

describe('geocodeCacheKey', () => {
  it('reads the same address in any case and spacing as one key', () => {
    expect(geocodeCacheKey('nominatim', 'ca', { address: '  4910   51 AVENUE ', city: 'stony  plain' })).toBe(
      geocodeCacheKey('nominatim', 'ca', { address: '4910 51 Avenue', city: 'Stony Plain' }),
    );
  });

  it('cannot be forged by text that looks like a separator', () => {
    const a = geocodeCacheKey('nominatim', undefined, { address: '12 Elm St|Spruce', city: 'Grove' });
    const b = geocodeCacheKey('nominatim', undefined, { address: '12 Elm St', city: 'Spruce|Grove' });
    const c = geocodeCacheKey('nominatim', undefined, { address: '12 Elm St", "x', city: 'Grove' });
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('keeps providers and regions apart', () => {
    const query = { address: '4910 51 Avenue', city: 'Stony Plain' };
    const keys = [
      geocodeCacheKey('google', undefined, query),
      geocodeCacheKey('nominatim', undefined, query),
      geocodeCacheKey('nominatim', 'ca', query),
      geocodeCacheKey('nominatim', 'ca,us', query),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(JSON.parse(keys[2] as string)).toEqual(['nominatim', 'ca', '4910 51 avenue', 'stony plain']);
  });

  it('fits the 400-character column by hashing a long key', () => {
    const long = { address: `${'"'.repeat(200)}${'a'.repeat(55)}`, city: 'c'.repeat(100) };
    const key = geocodeCacheKey('nominatim', 'ca', long);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(geocodeCacheKey('nominatim', 'ca', { ...long, city: 'd'.repeat(100) })).not.toBe(key);
  });
});
