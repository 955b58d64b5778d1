import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the printable list is in the page. It is drawn only for printing: on "Print list", and when the
 * browser prints by itself (Ctrl+P fires beforeprint; print media, as a test emulates it, changes
 * matchMedia('print')). flushSync: the browser lays out the page for print right after beforeprint.
 */
export function usePrintList(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const show = () => flushSync(() => setPrinting(true));
    const hide = () => setPrinting(false);
    const media = window.matchMedia?.('print');
    const follow = (event: MediaQueryListEvent) => (event.matches ? show() : hide());
    window.addEventListener('beforeprint', show);
    window.addEventListener('afterprint', hide);
    media?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', show);
      window.removeEventListener('afterprint', hide);
      media?.removeEventListener('change', follow);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
