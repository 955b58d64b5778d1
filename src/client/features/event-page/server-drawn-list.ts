/** The parts of the server-drawn page's numbered list (server/web/event-page.ts), 20 entries each. */
const SERVER_LIST_PARTS = '#root ol.event-list';
/** Parts removed in one task: about 1,600 elements. */
const PARTS_PER_TASK = 10;

/**
 * Before React takes a server-drawn event page over, the server's list loses its parts after the first,
 * a few parts per task. React's first commit removes everything the server drew: a thousand entries (8,000
 * elements) removed then made that commit 13 to 17 ms of CPU, 50 to 70 on a phone; removed here they cost
 * the same in short tasks that do nothing else. Nobody has scrolled to them yet, and the app's list draws
 * its entries the same way (its first 12, then more as the view comes near its end); the page without
 * scripts keeps them all.
 */
export function trimServerDrawnList(): Promise<void> {
  const parts = [...document.querySelectorAll(SERVER_LIST_PARTS)].slice(1);
  return new Promise((resolve) => {
    const removeSome = () => {
      for (const part of parts.splice(0, PARTS_PER_TASK)) part.remove();
      if (parts.length > 0) setTimeout(removeSome, 0);
      else resolve();
    };
    setTimeout(removeSome, 0);
  });
}
