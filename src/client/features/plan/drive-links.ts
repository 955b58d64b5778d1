import type { Position } from '../../../shared/schemas/common';

/** Google's directions URLs take at most this many waypoints between the origin and the destination. */
export const GOOGLE_MAX_WAYPOINTS = 9;

/** A link that hands part of the route to a maps app; `part`/`parts` say which when it is split. */
export interface DriveLink {
  href: string;
  part: number;
  parts: number;
}

/** 'lat,lng' with six decimals (about 10 cm): enough for a house, short enough for a URL. */
export function coordinates(position: Position): string {
  return `${Number(position.lat.toFixed(6))},${Number(position.lng.toFixed(6))}`;
}

/**
 * Google Maps directions from the start through the stops in order. More stops than one URL holds are
 * split into parts, each starting where the previous one ended, so the shopper opens the next part at
 * the last sale of the one before. No stop, no link.
 */
export function googleMapsLinks(start: Position, stops: Position[]): DriveLink[] {
  const perPart = GOOGLE_MAX_WAYPOINTS + 1;
  const parts = Math.ceil(stops.length / perPart);
  return Array.from({ length: parts }, (_, index) => {
    const legStops = stops.slice(index * perPart, (index + 1) * perPart);
    const origin = index === 0 ? start : (stops[index * perPart - 1] as Position);
    const destination = legStops[legStops.length - 1] as Position;
    const params = new URLSearchParams({
      api: '1',
      origin: coordinates(origin),
      destination: coordinates(destination),
    });
    const waypoints = legStops.slice(0, -1);
    if (waypoints.length > 0) params.set('waypoints', waypoints.map(coordinates).join('|'));
    params.set('travelmode', 'driving');
    return { href: `https://www.google.com/maps/dir/?${params}`, part: index + 1, parts };
  });
}

/** Apple Maps directions through every stop: `daddr` chains the stops with '+to:'. */
export function appleMapsLink(start: Position, stops: Position[]): string | null {
  if (stops.length === 0) return null;
  const daddr = stops.map(coordinates).join('+to:');
  return `https://maps.apple.com/?saddr=${coordinates(start)}&daddr=${daddr}&dirflg=d`;
}

/** iPhones, iPads (which call themselves Macs with a touch screen) and Macs: where Apple Maps is at hand. */
export function isAppleDevice(platform: string, userAgent: string): boolean {
  return /iPhone|iPad|iPod|Mac/i.test(platform) || /iPhone|iPad|iPod|Macintosh/i.test(userAgent);
}
