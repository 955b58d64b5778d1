/**
 * What a photo upload may be, for both sides: the picker refuses what the server would refuse, before
 * the user waits for a slow phone upload to learn it. The server still sniffs the bytes itself.
 */

/** The largest photo file the server takes (a phone's full-size HEIC or JPEG fits well inside). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The photo formats the server decodes; GIF, BMP and SVG are refused (spec §5 "only image files"). */
export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

/** Some browsers give HEIC/HEIF/AVIF files no type at all; their names then decide. */
export const ACCEPTED_UNTYPED_EXTENSIONS = ['.heic', '.heif', '.avif'] as const;

/** The file input's `accept` list: the types plus the extensions of the untyped cases. */
export const PHOTO_ACCEPT_ATTRIBUTE = [...ACCEPTED_PHOTO_TYPES, ...ACCEPTED_UNTYPED_EXTENSIONS].join(',');
