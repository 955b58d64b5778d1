/**
 * Lets a screen with unsaved work hold the browser's Back and Forward (issue 22: Back from the wizard's
 * step 5 lost everything): the screen's address is put back before the router sees the new one, and the
 * screen asks what to do.
 *
 * The router (wouter) re-renders from its own popstate listener, and the browser runs microtasks between
 * listeners, so a screen's listener would come too late: the screen is already gone. This module's one
 * listener is added when the app starts (installHistoryHold, called before the router mounts), so it runs
 * first.
 */

interface Hold {
  /** The held screen's path and query. */
  path: string;
  /** Back or Forward was pressed and undone: the screen asks whether to leave. */
  onHeld: () => void;
}

let hold: Hold | null = null;
let installed = false;

const here = () => `${window.location.pathname}${window.location.search}`;

function onPopState() {
  if (!hold || here() === hold.path) return;
  window.history.pushState(null, '', hold.path);
  hold.onHeld();
}

export function installHistoryHold(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState);
}

/** Holds the current page until the returned function is called (the screen's work is saved or dropped). */
export function holdHistory(onHeld: () => void): () => void {
  const mine: Hold = { path: here(), onHeld };
  hold = mine;
  return () => {
    if (hold === mine) hold = null;
  };
}

/** Lets go and takes the step back that was held. */
export function leaveByHistory(): void {
  hold = null;
  window.history.back();
}
