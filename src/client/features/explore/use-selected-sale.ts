import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { parseSaleId } from '../../lib/queries';

const SALE_PARAM = 'sale';
const OPENED_HERE = 'explore-sale-modal';

/**
 * The sale open in the modal, kept in the URL (?sale=12) so a modal view can be linked. Opening adds a
 * history entry, so the Back button closes the modal; closing goes back over that entry when it is ours.
 */
export function useSelectedSale() {
  const [params, setParams] = useSearchParams();
  const selectedId = parseSaleId(params.get(SALE_PARAM));

  const select = useCallback(
    (id: number) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(SALE_PARAM, String(id));
          return next;
        },
        { state: OPENED_HERE },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    if (window.history.state === OPENED_HERE) {
      window.history.back();
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
