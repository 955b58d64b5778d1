/**
 * Runs `work` in a task after the browser's next frame: the page is then laid out as that frame drew it, so
 * reading a box's size or style costs no layout, unless something has changed the page since. Returns a
 * function that cancels it. (A hidden tab draws no frames: the work waits until the tab is shown.)
 */
export function afterNextFrame(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
