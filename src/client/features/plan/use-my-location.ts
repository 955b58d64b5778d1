import { useCallback, useState } from 'react';
import type { Position } from '../../../shared/schemas/common';

export const LOCATION_REFUSED =
  'You did not allow this site to use your location. Allow it in the browser, or type an address.';
export const LOCATION_UNAVAILABLE = 'Your browser could not tell where you are. Please type an address.';
export const LOCATION_UNSUPPORTED = 'This browser cannot share your location. Please type an address.';

/**
 * The browser's position, asked only when the shopper presses the button (issue 11). Nothing of it leaves
 * the page except in the route request, which the server neither stores nor logs.
 */
export function useMyLocation(onFound: (position: Position) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback(() => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(LOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ lat: coords.latitude, lng: coords.longitude });
      },
      (failure) => {
        setLocating(false);
        setError(failure.code === failure.PERMISSION_DENIED ? LOCATION_REFUSED : LOCATION_UNAVAILABLE);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating, error };
}
