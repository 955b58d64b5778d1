import { describe, expect, it } from 'vitest';
import { distanceKm, formatKm } from './distance';

describe('distanceKm', () => {
  it('is zero from a place to itself', () => {
    expect(distanceKm({ lat: 53.54, lng: -113.9 }, { lat: 53.54, lng: -113.9 })).toBe(0);
  });

  it('gives about 111.2 km for one degree along a meridian', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });

  it('shrinks a degree of longitude with the latitude', () => {
    // cos(60°) = 0.5: about half of the equator's 111.2 km.
    expect(distanceKm({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(55.6, 1);
  });

  it('measures Spruce Grove to Edmonton (about 27.5 km) the same both ways', () => {
    const spruceGrove = { lat: 53.5412, lng: -113.9101 };
    const edmonton = { lat: 53.5461, lng: -113.4938 };
    expect(distanceKm(spruceGrove, edmonton)).toBeCloseTo(27.5, 0);
    expect(distanceKm(edmonton, spruceGrove)).toBe(distanceKm(spruceGrove, edmonton));
  });

  it('crosses the antimeridian the short way and stays finite for antipodes', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.195, 2);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('formatKm', () => {
  it('writes kilometres with one decimal', () => {
    expect(formatKm(0)).toBe('0.0 km');
    expect(formatKm(2.349)).toBe('2.3 km');
    expect(formatKm(2.35)).toBe('2.4 km');
    expect(formatKm(27.46)).toBe('27.5 km');
  });
});
