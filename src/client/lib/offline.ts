/**
 * The service worker's caches (src/client/sw.ts), named here so the page can empty the personal one:
 * signing out must not leave someone's favourites readable offline on a shared phone.
 */
export const OFFLINE_CACHES = {
  pages: 'gsf-pages-v1',
  api: 'gsf-api-v1',
  photos: 'gsf-photos-v1',
} as const;

/** Set by the worker on every answer it took from a cache rather than the network. */
export const KEPT_COPY_HEADER = 'x-gsf-kept-copy';

/** The page's message to the worker: what it loaded before the worker controlled it, to be kept too. */
export const KEEP_MESSAGE = 'gsf:keep';
export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  /** The page's own address, when the page itself came before the worker. */
  pages: string[];
  /** The API reads the page made before the worker controlled it. */
  reads: string[];
}

/** Reads the worker keeps for offline use: the public and personal ones, never the administrators'. */
export function isKeptRead(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/admin');
}

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

// What the screen shows is not live when the phone says it is offline, or when the last API read was
// answered from the worker's cache or not at all: the site is down or unreachable while the phone still
// has a network.
let notLive = false;
const listeners = new Set<() => void>();

// While the screen shows kept copies with the phone online, the site is asked again, less and less often,
// so the note goes once it answers (the phone's own 'online' event asks at once).
const CHECK_AGAIN_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];
let checks = 0;
let nextCheck: ReturnType<typeof setTimeout> | undefined;

function setNotLive(value: boolean): void {
  if (value !== notLive) {
    notLive = value;
    for (const listener of listeners) listener();
  }
  if (notLive) checkAgainLater();
  else checks = 0;
}

/** A proxy's own answer for an app that is down (nginx's 502, a 503 or 504): not the app's JSON error. */
export function isSiteDown(response: Response): boolean {
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return [502, 503, 504].includes(response.status) && !json;
}

/** With the worker in control, a screen whose reads fail still shows what it kept (a page, its data). */
function controlled(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/**
 * Called with every API answer the page reads: a kept copy turns the offline note on, and so does the
 * proxy's answer for a site that is down (nothing was kept for that read); a live answer turns it off.
 */
export function noteAnswer(response: Response): void {
  if (response.headers.has(KEPT_COPY_HEADER)) setNotLive(true);
  else if (!isSiteDown(response)) setNotLive(false);
  else if (controlled()) setNotLive(true);
}

/** Called when an API read got no answer at all, not even a kept copy; an abort is not the site's doing. */
export function noteNoAnswer(signal?: AbortSignal): void {
  if (controlled() && !signal?.aborted) setNotLive(true);
}

/** Whether the screen may show kept copies rather than live answers (app/offline-notice.tsx). */
export function isShowingKeptCopies(): boolean {
  return !navigator.onLine || notLive;
}

function checkAgainLater(): void {
  if (nextCheck !== undefined) return;
  const delay = CHECK_AGAIN_MS[Math.min(checks, CHECK_AGAIN_MS.length - 1)];
  checks += 1;
  nextCheck = setTimeout(() => {
    nextCheck = undefined;
    // Offline, the 'online' event asks.
    if (notLive && navigator.onLine) checkSiteAnswers();
  }, delay);
}

/** One read says whether the site answers, rather than trusting the phone's word. */
function checkSiteAnswers(): void {
  void fetch('/api/config', { credentials: 'include', cache: 'no-store' }).then(noteAnswer, checkAgainLater);
}

function backOnline(): void {
  checks = 0;
  checkSiteAnswers();
}

export function subscribeToOfflineState(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener('online', backOnline);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener('online', backOnline);
  };
}

// The first visit: the page and its first reads come before the worker is installed, so they pass it by.
// They are named to the worker once it controls the page, which fetches and keeps them (sw.ts).
const firstPage = typeof location === 'undefined' ? undefined : location.href;
const readsBeforeControl = new Set<string>();

/** Called before each API read, so that the reads of a page the worker does not yet control are kept. */
export function noteRead(path: string): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker || worker.controller) return;
  readsBeforeControl.add(new URL(path, location.href).href);
}

function keepWhatCameBefore(worker: ServiceWorkerContainer, pageCameFirst: boolean): void {
  const controller = worker.controller;
  if (!controller) return;
  const message: KeepMessage = {
    type: KEEP_MESSAGE,
    pages: pageCameFirst && firstPage ? [firstPage] : [],
    reads: [...readsBeforeControl],
  };
  readsBeforeControl.clear();
  controller.postMessage(message);
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
  const worker = navigator.serviceWorker;
  if (!worker.controller) {
    worker.addEventListener('controllerchange', () => keepWhatCameBefore(worker, true), { once: true });
  }
  const register = () => void worker.register('/sw.js', { scope: '/' }).catch(() => {});
  const later = () => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
