/**
 * The service worker's caches (src/client/sw.ts), named here so the page can empty the personal one:
 * signing out must not leave someone's favourites readable offline on a shared phone.
 */
export const OFFLINE_CACHES = {
  pages: 'gsf-pages-v1',
  api: 'gsf-api-v1',
  photos: 'gsf-photos-v1',
} as const;

/** Forgets the answers kept for offline use (the pages and photos are public and stay). */
export async function forgetOfflineAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.api).catch(() => false);
}

/** Installs the service worker once the page has loaded: it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
