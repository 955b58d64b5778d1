import { useCallback } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import { type LocationFailure, useCurrentPosition } from '../../../lib/geolocation';
import { toast } from '../../../lib/use-toast';

/** Zoom used when the map centres on the user (spec §4). */
export const USER_LOCATION_ZOOM = 14;

/** Spec §8's geolocation toasts, word for word: the map's control has no address field to speak beside. */
export const LOCATE_TOASTS = {
  found: { title: 'Location found', description: 'Map has been centered on your current location.' },
  failed: {
    title: 'Location error',
    description: 'Could not get your current location. Please check your browser permissions.',
  },
  unsupported: {
    title: 'Geolocation unavailable',
    description: 'Your browser does not support geolocation.',
  },
} as const;

function failedToast(failure: LocationFailure) {
  const words = failure === 'unsupported' ? LOCATE_TOASTS.unsupported : LOCATE_TOASTS.failed;
  toast({ ...words, variant: 'destructive' });
}

/** Asks the browser where the user is (lib/geolocation.ts) and reports it with the spec §8 toasts. */
export function useLocateMe(onFound: (position: Position) => void) {
  const found = useCallback(
    (position: Position) => {
      onFound(position);
      toast(LOCATE_TOASTS.found);
    },
    [onFound],
  );
  const { locate, locating } = useCurrentPosition(found, failedToast);
  return { locate, locating };
}
