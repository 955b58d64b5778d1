import { describe, expect, it } from 'vitest';
import { parseSaleId } from './queries';

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
