import { useCallback } from 'react';
import type { Position } from '../../../../shared/schemas/common';
import { type LocationFailure, useCurrentPosition } from '../../../lib/geolocation';
import { loadT } from '../../../lib/i18n';
import { toast } from '../../../lib/use-toast';

/** Zoom used when the map centres on the user (spec §4). */
export const USER_LOCATION_ZOOM = 14;

/**
 * Spec §8's geolocation toasts, word for word (the `explore` catalogue's `locate.*`, loaded with Explore):
 * the map's control has no address field to speak beside.
 */
async function locateToast(which: 'found' | 'error' | 'unsupported') {
  const t = await loadT('explore');
  toast({
    title: t(`locate.${which}.title`),
    description: t(`locate.${which}.description`),
    ...(which === 'found' ? {} : { variant: 'destructive' as const }),
  });
}

function failedToast(failure: LocationFailure) {
  void locateToast(failure === 'unsupported' ? 'unsupported' : 'error');
}

/** Asks the browser where the user is (lib/geolocation.ts) and reports it with the spec §8 toasts. */
export function useLocateMe(onFound: (position: Position) => void) {
  const found = useCallback(
    (position: Position) => {
      onFound(position);
      void locateToast('found');
    },
    [onFound],
  );
  const { locate, locating } = useCurrentPosition(found, failedToast);
  return { locate, locating };
}
