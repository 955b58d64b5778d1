/**
 * A server-drawn page carries the app's style sheet written into it (`<style data-href>`, server/web/
 * explore-shell.ts) rather than linked. Vite's loader of a lazy screen loads the style sheets the screen's
 * chunks name, the app's own among them, unless a `<link rel="stylesheet">` to it is already in the page:
 * so it linked the app's sheet a second time, and the browser styled the whole server-drawn page again (27
 * to 40 ms of a phone's CPU before React took over, decision 0034). A disabled link names each such sheet
 * to that loader: the browser neither fetches nor applies it.
 */
export function nameInlinedStylesheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = style.dataset.href ?? '';
    document.head.append(link);
  }
}
