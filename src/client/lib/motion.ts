const REDUCE = '(prefers-reduced-motion: reduce)';

/** Whether the reader asked the system for less motion. CSS stops the page's own animations (styles.css). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(REDUCE).matches ?? false);
}

/**
 * Leaflet's options for a reader who asked for less motion: no zoom, fade or marker animation and no
 * inertia (its JavaScript animations, which CSS cannot stop). Read when a map is made.
 */
export function leafletMotionOptions() {
  return prefersReducedMotion()
    ? { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, inertia: false }
    : {};
}
