import { useCallback, useState } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import { toast } from '../../../lib/use-toast';

/** Zoom used when the map centres on the user (spec §4). */
export const USER_LOCATION_ZOOM = 14;

/** Asks the browser where the user is and reports it with the spec §8 toasts. */
export function useLocateMe(onFound: (position: Position) => void) {
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      toast({
        title: 'Geolocation unavailable',
        description: 'Your browser does not support geolocation.',
        variant: 'destructive',
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ lat: coords.latitude, lng: coords.longitude });
        toast({ title: 'Location found', description: 'Map has been centered on your current location.' });
      },
      () => {
        setLocating(false);
        toast({
          title: 'Location error',
          description: 'Could not get your current location. Please check your browser permissions.',
          variant: 'destructive',
        });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating };
}
