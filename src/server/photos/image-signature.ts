/**
 * The first bytes of the formats processUpload accepts (JPEG, PNG, WebP, and HEIC or AVIF in their ISO
 * media "ftyp" box), so that an upload of anything else is refused as its first bytes arrive, before the
 * rest of it is read. The decoder still has the last word; this only sends obvious non-images away early.
 */
export const SIGNATURE_BYTES = 32;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The brands of HEIF images (HEIC from phones, AVIF) as the major brand or one of the compatible ones.
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

function isHeif(bytes: Buffer): boolean {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (HEIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // After the major brand and the minor version come the compatible brands, four bytes each.
  for (let at = 16; at + 4 <= boxEnd; at += 4) {
    if (HEIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/** Whether a file starting with `bytes` (its first SIGNATURE_BYTES, or all of a shorter file) may be a photo. */
export function looksLikeAcceptedImage(bytes: Buffer): boolean {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return true;
  if (startsWith(bytes, PNG)) return true;
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return true;
  return isHeif(bytes);
}
