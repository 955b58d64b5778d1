import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useBootT } from '../lib/i18n';
import { isShowingKeptCopies, subscribeToOfflineState } from '../lib/offline';

/**
 * Says so while the screen shows what the service worker kept rather than live answers (issues 11, 21):
 * the phone has no network, or the site does not answer. Nothing may pretend to be live. A status
 * region, so a screen reader hears it when it appears.
 */
export function OfflineNotice() {
  const showingKeptCopies = useSyncExternalStore(subscribeToOfflineState, isShowingKeptCopies, () => false);
  const t = useBootT('shell');
  return (
    <div role="status" className="empty:hidden">
      {showingKeptCopies && (
        <p className="flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
