import { describe, expect, it } from 'vitest';
import { exploreHeading } from './explore-heading';

describe("Explore's heading", () => {
  it("is spec §2's '{Product} This Week' for the week, and names a quick filter's days", () => {
    expect(exploreHeading('garage sales', {})).toBe('Garage Sales This Week');
    expect(exploreHeading('yard sales', { when: 'open-now' })).toBe('Yard Sales Open Now');
    expect(exploreHeading('garage sales', { when: 'today' })).toBe('Garage Sales Today');
    expect(exploreHeading('garage sales', { when: 'weekend' })).toBe('Garage Sales This Weekend');
  });

  it("names a city page's city, and its quick filter's days", () => {
    expect(exploreHeading('garage sales', { city: 'Stony Plain' })).toBe(
      'Garage sales in Stony Plain this week',
    );
    expect(exploreHeading('garage sales', { city: 'Stony Plain', when: 'open-now' })).toBe(
      'Garage sales in Stony Plain open now',
    );
    expect(exploreHeading('garage sales', { city: 'Week', when: 'today' })).toBe(
      'Garage sales in Week today',
    );
  });
});
