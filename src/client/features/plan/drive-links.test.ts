import { describe, expect, it } from 'vitest';
import { appleMapsLink, GOOGLE_MAX_WAYPOINTS, googleMapsLinks, isAppleDevice } from './drive-links';

const start = { lat: 53.5, lng: -113.9 };
const stop = (n: number) => ({ lat: 53.5 + n / 100, lng: -114 });
const stops = (count: number) => Array.from({ length: count }, (_, index) => stop(index + 1));

function read(href: string) {
  const url = new URL(href);
  return {
    base: `${url.origin}${url.pathname}`,
    api: url.searchParams.get('api'),
    origin: url.searchParams.get('origin'),
    destination: url.searchParams.get('destination'),
    waypoints: url.searchParams.get('waypoints')?.split('|') ?? [],
    travelmode: url.searchParams.get('travelmode'),
  };
}

describe('Google Maps links', () => {
  it('goes from the start through the stops in order in one link when they fit', () => {
    const [link, ...more] = googleMapsLinks(start, stops(3));
    expect(more).toEqual([]);
    expect(link?.href).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=53.5%2C-113.9&destination=53.53%2C-114' +
        '&waypoints=53.51%2C-114%7C53.52%2C-114&travelmode=driving',
    );
    expect(link).toMatchObject({ part: 1, parts: 1 });
  });

  it('has no waypoints for one stop, and no link for none', () => {
    expect(read(googleMapsLinks(start, [stop(1)])[0]?.href ?? '')).toMatchObject({
      origin: '53.5,-113.9',
      destination: '53.51,-114',
      waypoints: [],
    });
    expect(googleMapsLinks(start, [])).toEqual([]);
  });

  it(`holds ${GOOGLE_MAX_WAYPOINTS} waypoints and a destination in one link`, () => {
    const links = googleMapsLinks(start, stops(GOOGLE_MAX_WAYPOINTS + 1));
    expect(links).toHaveLength(1);
    expect(read(links[0]?.href ?? '').waypoints).toHaveLength(GOOGLE_MAX_WAYPOINTS);
  });

  it('splits a longer route into parts, each starting where the one before ended', () => {
    const route = stops(25);
    const links = googleMapsLinks(start, route);
    expect(links.map((link) => [link.part, link.parts])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const parts = links.map((link) => read(link.href));
    expect(parts[0]).toMatchObject({ origin: '53.5,-113.9', destination: '53.6,-114' });
    expect(parts[1]).toMatchObject({ origin: '53.6,-114', destination: '53.7,-114' });
    expect(parts[2]).toMatchObject({ origin: '53.7,-114', destination: '53.75,-114', travelmode: 'driving' });
    // Every stop is visited once, in order, across the parts.
    const visited = parts.flatMap((part) => [...part.waypoints, part.destination]);
    expect(visited).toEqual(route.map((p) => `${p.lat},${p.lng}`));
    for (const part of parts) {
      expect(part.base).toBe('https://www.google.com/maps/dir/');
      expect(part.api).toBe('1');
      expect(part.waypoints.length).toBeLessThanOrEqual(GOOGLE_MAX_WAYPOINTS);
    }
  });
});

describe('Apple Maps link', () => {
  it('chains every stop with +to: and asks for driving', () => {
    expect(appleMapsLink(start, stops(3))).toBe(
      'https://maps.apple.com/?saddr=53.5,-113.9&daddr=53.51,-114+to:53.52,-114+to:53.53,-114&dirflg=d',
    );
    expect(appleMapsLink(start, [])).toBeNull();
  });

  it('is offered on iPhones, iPads and Macs only', () => {
    expect(isAppleDevice('iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('MacIntel', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe(true);
    expect(isAppleDevice('Linux x86_64', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
    expect(isAppleDevice('Win32', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });
});
