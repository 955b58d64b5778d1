import { useCallback, useState } from 'react';
import type { Position } from '../../shared/schemas/common';

/** Why the browser gave no position: the GeolocationPositionError codes, and a browser without the API. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/*
 * What to say for each failure is in the catalogues (`location.<failure>` of `explore`, Near me's, and of
 * `plan`, the planner's), beside the address field that can stand in for the position. The map's locate
 * control has no such field: it shows spec §8's toasts instead (explore/map/use-locate-me.ts).
 */

/** A failed position request; `failure` says which words to show the shopper. */
export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`geolocation: ${failure}`);
    this.name = 'LocationError';
  }
}

/** The failure for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(code: number): LocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

/**
 * The browser's position, asked only now (the shopper pressed a button). Nothing of it leaves the page
 * unless the caller sends it. Rejects with a LocationError.
 */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocationError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new LocationError(failureOf(error.code))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/**
 * A button's position request: `locate` asks, `locating` is true meanwhile, `failure` says why the last
 * one failed (null once a new one starts). `onFound` and `onFailed` run once per answer.
 */
export function useCurrentPosition(
  onFound: (position: Position) => void,
  onFailed?: (failure: LocationFailure) => void,
) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<LocationFailure | null>(null);

  const locate = useCallback(async () => {
    setFailure(null);
    setLocating(true);
    let position: Position;
    try {
      position = await currentPosition();
    } catch (error) {
      const reason = error instanceof LocationError ? error.failure : 'unavailable';
      setLocating(false);
      setFailure(reason);
      onFailed?.(reason);
      return;
    }
    setLocating(false);
    onFound(position);
  }, [onFound, onFailed]);

  return { locate, locating, failure };
}
