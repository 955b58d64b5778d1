import { BookmarkPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/**
 * Explore's "Save this search" for a signed-in shopper: names the current filters and saves them. Its words
 * load beside Explore for a signed-in shopper only (a guest's Explore never waits for them).
 */
export function SaveSearchButton({ filters, className }: { filters: SaleFilters; className?: string }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearch filters={filters} className={className} />
    </Suspense>
  );
}

function SaveSearch({ filters, className }: { filters: SaleFilters; className?: string }) {
  const t = useT('notifications');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog has no Radix trigger (it loads on demand), so focus comes back here by hand once it has
  // closed and its focus trap is gone.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BookmarkPlus aria-hidden="true" />
        {t('saveSearch.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
