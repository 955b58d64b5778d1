/// <reference types="google.maps" />
const CALLBACK_NAME = '__garageSalesMapsReady';
export const GOOGLE_MAPS_AUTH_FAILURE_EVENT = 'google-maps-auth-failure';

declare global {
  interface Window {
    [CALLBACK_NAME]?: () => void;
    gm_authFailure?: () => void;
  }
}

function isLoaded(): boolean {
  return typeof google !== 'undefined' && typeof google.maps?.importLibrary === 'function';
}

/**
 * Loads the Google Maps JavaScript API once. A failed attempt removes its script so that the next one
 * (the caller retries 3 times with a growing delay, spec §7) starts clean.
 */
export function loadGoogleMapsScript(apiKey: string): Promise<void> {
  if (isLoaded()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    window[CALLBACK_NAME] = () => resolve();
    // Google calls this when the key is refused, after the script itself loaded fine.
    window.gm_authFailure = () => window.dispatchEvent(new Event(GOOGLE_MAPS_AUTH_FAILURE_EVENT));
    script.src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({
      key: apiKey,
      v: 'weekly',
      loading: 'async',
      callback: CALLBACK_NAME,
    })}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('The Google Maps JavaScript API could not load.'));
    };
    document.head.append(script);
  });
}

/** 1 s, 2 s, 4 s between the attempts. */
export function mapsLoaderRetryDelay(failureCount: number): number {
  return 1000 * 2 ** failureCount;
}
