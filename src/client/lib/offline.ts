/**
 * The service worker's caches (src/client/sw.ts), named here so the page can empty the personal one:
 * signing out must not leave someone's favourites readable offline on a shared phone.
 */
export const OFFLINE_CACHES = {
  pages: 'gsf-pages-v1',
  api: 'gsf-api-v1',
  photos: 'gsf-photos-v1',
} as const;

/** The planner's last route (features/plan/last-plan.ts): it holds the shopper's start point. */
export const LAST_PLAN_KEY = 'gsf:last-plan';

/**
 * Forgets the answers kept for offline use (the pages and photos are public and stay), and the last
 * planned route with its start point.
 */
export async function forgetOfflineAnswers(): Promise<void> {
  try {
    localStorage.removeItem(LAST_PLAN_KEY);
  } catch {
    // Storage refused: nothing was kept there either.
  }
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.api).catch(() => false);
}

/**
 * After the page has loaded and a few quiet seconds have passed. Installing the worker fetches the app's
 * scripts to keep (about 300 KB compressed): on a phone's connection that must not compete with the first
 * screen and its photos (measured: registering at `load` added 200 to 400 ms of blocking time to
 * Lighthouse's mobile run of Explore).
 */
const REGISTER_AFTER_LOAD_MS = 4_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  const later = () => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
