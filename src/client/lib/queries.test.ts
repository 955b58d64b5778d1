import { describe, expect, it } from 'vitest';
import { parseSaleId, saleChangedKeys } from './queries';

describe('parseSaleId', () => {
  it('reads a positive whole number up to the largest id the database holds', () => {
    expect(parseSaleId('7')).toBe(7);
    expect(parseSaleId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what the API refuses, a leading zero included', () => {
    for (const raw of [
      '007',
      '0',
      '-1',
      '1e3',
      '0x10',
      ' 7',
      '7.0',
      '2147483648',
      '99999999999',
      '',
      'abc',
    ]) {
      expect(parseSaleId(raw), raw).toBeNull();
    }
    expect(parseSaleId(undefined)).toBeNull();
    expect(parseSaleId(null)).toBeNull();
  });
});

describe('saleChangedKeys', () => {
  it('lists every read spec §7 refreshes after a sale changes, cities and categories included', () => {
    expect(saleChangedKeys(4)).toEqual([
      '/api/garage-sales',
      '/api/my-sales',
      '/api/garage-sales/4',
      '/api/garage-sales/4/photos',
      '/api/favorites',
      '/api/cities',
      '/api/categories',
    ]);
  });
});
