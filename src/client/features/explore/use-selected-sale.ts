import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseSaleId } from '../../lib/queries';

const SALE_PARAM = 'sale';
const OPENED_HERE = 'explore-sale-modal';

/**
 * A history.back() that closing started and the browser has not carried out yet. Going back is
 * asynchronous: a sale opened before it lands would get its entry pushed first and then be "backed" over,
 * reopening the sale just closed (a quick Escape then Enter on a busy phone). Opening waits for it.
 */
let pendingBack: Promise<void> | undefined;

function goBack(): void {
  pendingBack = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      pendingBack = undefined;
      resolve();
    };
    // Should the browser never traverse (nothing to go back to), opening is not held up for long.
    const timer = setTimeout(done, 1000);
    window.addEventListener('popstate', done);
  });
  window.history.back();
}

/**
 * The sale open in the modal, kept in the URL (?sale=12) so a modal view can be linked. Opening adds a
 * history entry, so the Back button closes the modal; closing goes back over that entry when it is ours.
 */
export function useSelectedSale() {
  const [params, setParams] = useSearchParams();
  const selectedId = parseSaleId(params.get(SALE_PARAM));

  const select = useCallback(
    (id: number) => {
      const open = () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(SALE_PARAM, String(id));
            return next;
          },
          { state: OPENED_HERE },
        );
      if (pendingBack) void pendingBack.then(open);
      else open();
    },
    [setParams],
  );

  const clear = useCallback(() => {
    if (window.history.state === OPENED_HERE) {
      goBack();
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SALE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { selectedId, select, clear };
}
