import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const OFFLINE_MESSAGE =
  'You are offline. You see the sales, favourites and plan as they were when you last opened them; nothing here is live.';

/**
 * Says so while the phone has no network (issue 11): the service worker then answers from what it kept,
 * and nothing may pretend to be live. A status region, so a screen reader hears it when it appears.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
