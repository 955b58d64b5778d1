/** Lucide's "house" glyph, drawn in the marker's text colour. */
const HOUSE_PATHS =
  '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/>' +
  '<path d="M3 10a2 2 0 0 1 .709-1.528l7-5.999a2 2 0 0 1 2.582 0l7 5.999A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>';

export const HOUSE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${HOUSE_PATHS}</svg>`;

/** A self-contained green round marker with a white house, for map libraries that take an image. */
export const HOUSE_MARKER_DATA_URL = `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#15803d" stroke="#ffffff" stroke-width="2.5"/><g transform="translate(8.4 8.4) scale(0.8)" fill="none" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${HOUSE_PATHS}</g></svg>`,
)}`;

/**
 * A white disc with a green ring for a numbered sale's marker (issue 25): the map draws the number on it,
 * in green, so that it does not read as a cluster's count.
 */
export const NUMBER_MARKER_DATA_URL = `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#ffffff" stroke="#15803d" stroke-width="3"/></svg>',
)}`;

export const MARKER_SIZE = 34;
