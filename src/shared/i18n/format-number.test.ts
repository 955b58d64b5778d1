import { describe, expect, it } from 'vitest';
import { formatDistanceKm, formatNumber } from './format-number';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers and distances in each language', () => {
  it('groups and separates decimals as each language does', () => {
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(plain(formatNumber(12345.6, 'fr'))).toBe('12 345,6');
  });

  it('writes a distance with one decimal: 2.3 km, 2,3 km', () => {
    expect(formatDistanceKm(2.345, 'en')).toBe('2.3 km');
    expect(plain(formatDistanceKm(2.345, 'fr'))).toBe('2,3 km');
    expect(plain(formatDistanceKm(0, 'fr'))).toBe('0,0 km');
  });
});
