import { describe, expect, it } from 'vitest';
import { haversineKm, straightLineMatrix, straightLineMinutes } from './travel-times';

const STONY_PLAIN = { lat: 53.5263, lng: -114.0026 };
const SPRUCE_GROVE = { lat: 53.5447, lng: -113.9121 };

describe('straight-line driving times', () => {
  it('measures great-circle distance', () => {
    expect(haversineKm(STONY_PLAIN, SPRUCE_GROVE)).toBeCloseTo(6.3, 1);
    // One degree of latitude is about 111.2 km anywhere.
    expect(haversineKm({ lat: 10, lng: 5 }, { lat: 11, lng: 5 })).toBeCloseTo(111.2, 1);
  });

  it('drives 1.3 times the distance at 40 km/h, rounded up to a minute', () => {
    // 6.3 km × 1.3 = 8.2 km at 40 km/h: 12.3 minutes.
    expect(straightLineMinutes(STONY_PLAIN, SPRUCE_GROVE)).toBe(13);
    expect(straightLineMinutes(STONY_PLAIN, STONY_PLAIN)).toBe(0);
  });

  it('builds a symmetric matrix with zeros on the diagonal', () => {
    expect(straightLineMatrix([STONY_PLAIN, SPRUCE_GROVE])).toEqual([
      [0, 13],
      [13, 0],
    ]);
  });
});
