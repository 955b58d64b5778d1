import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadNamespace } from '../../../lib/i18n';
import { pageLocale } from '../../../lib/page-locale';

/**
 * The printable list's code and words: not in Explore's first script, fetched once the page is idle, so
 * that they are there when the browser prints by itself (beforeprint must draw it at once, with nothing
 * left to suspend on), and awaited by "Print list".
 */
export const loadPrintableList = () =>
  Promise.all([import('./printable-list'), loadNamespace(pageLocale(), 'plan')]).then(([module]) => module);

/**
 * Whether the printable list is in the page. It is drawn only for printing: on "Print list", and when the
 * browser prints by itself (Ctrl+P fires beforeprint; print media, as a test emulates it, changes
 * matchMedia('print')). flushSync: the browser lays out the page for print right after beforeprint.
 * `prepare` fetches what the paper needs beyond the cards (each sale's schedule): "Print list" waits for it
 * (a failure still prints, with the dates alone), and a pointer or the focus on the button starts it early.
 */
export function usePrintList(prepare: () => Promise<unknown>): {
  printing: boolean;
  print: () => Promise<void>;
  warm: () => void;
} {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const show = () => flushSync(() => setPrinting(true));
    const hide = () => setPrinting(false);
    const media = window.matchMedia?.('print');
    const follow = (event: MediaQueryListEvent) => (event.matches ? show() : hide());
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => void loadPrintableList(), { timeout: 5_000 })
      : window.setTimeout(() => void loadPrintableList(), 2_000);
    window.addEventListener('beforeprint', show);
    window.addEventListener('afterprint', hide);
    media?.addEventListener('change', follow);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
      window.removeEventListener('beforeprint', show);
      window.removeEventListener('afterprint', hide);
      media?.removeEventListener('change', follow);
    };
  }, []);
  const print = useCallback(async () => {
    await Promise.all([loadPrintableList(), prepare().catch(() => undefined)]);
    flushSync(() => setPrinting(true));
    window.print();
  }, [prepare]);
  const warm = useCallback(() => {
    void loadPrintableList();
    prepare().catch(() => undefined);
  }, [prepare]);
  return { printing, print, warm };
}
