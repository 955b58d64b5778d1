import { type RefObject, useEffect } from 'react';

/**
 * The history state of a page reached after a save (the wizard's green button goes on to My Sales): the
 * page's heading takes the focus, rather than it falling to the page's start (issue 22).
 */
export const ARRIVED_FROM_SAVE = { focusHeading: true } as const;

function arrivedFromSave(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'focusHeading' in state && state.focusHeading === true
  );
}

/** Focuses `ref` (a heading with tabIndex -1) when the page was reached with ARRIVED_FROM_SAVE, once. */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!arrivedFromSave(window.history.state)) return;
    ref.current?.focus();
    // Once: a reload, or coming back to this entry, leaves the focus alone.
    window.history.replaceState(null, '');
  }, [ref]);
}
