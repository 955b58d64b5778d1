import type { Position } from '../../../../shared/schemas/common';

export const LOCATION_REFUSED = 'Location permission was refused. Type an address instead.';
export const LOCATION_UNAVAILABLE = 'Your location is not available right now. Type an address instead.';
export const LOCATION_TIMEOUT = 'Finding your location took too long. Try again or type an address instead.';
export const LOCATION_UNSUPPORTED = 'This browser cannot share your location. Type an address instead.';

/** The message for a failed position request, by the GeolocationPositionError code. */
export function locationErrorMessage(code: number): string {
  if (code === 1) return LOCATION_REFUSED;
  if (code === 3) return LOCATION_TIMEOUT;
  return LOCATION_UNAVAILABLE;
}

/**
 * The browser's position, asked only now (the shopper pressed "Near me"). Rejects with the message to
 * show the shopper.
 */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(LOCATION_UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(locationErrorMessage(error.code))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
