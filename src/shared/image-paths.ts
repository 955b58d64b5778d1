/**
 * Spec §5 "Image paths": a full http(s) URL is used as is, a path beginning /uploads/ is used as is, a bare
 * file name is prefixed with /uploads/, other paths are used as is.
 */
export function resolveImagePath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/uploads/')) return path;
  if (!path.includes('/')) return `/uploads/${path}`;
  return path;
}

/** The five fixed fallback images of spec §8, served from the client's public folder. */
export const FALLBACK_IMAGES: readonly string[] = [1, 2, 3, 4, 5].map((n) => `/fallback/sale-${n}.svg`);

/** Picks a fallback image by the first number found in the path (spec §8); no number picks the first. */
export function fallbackImageFor(path: string): string {
  const match = /\d+/.exec(path);
  const index = match ? Number(match[0].slice(-6)) % FALLBACK_IMAGES.length : 0;
  return FALLBACK_IMAGES[index] as string;
}
