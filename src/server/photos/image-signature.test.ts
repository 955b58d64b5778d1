import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { looksLikeAcceptedImage, SIGNATURE_BYTES } from './image-signature';

const image = sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 1, g: 2, b: 3 } } });
const start = (bytes: Buffer) => bytes.subarray(0, SIGNATURE_BYTES);
/** An ISO media file's first box: size, 'ftyp', the major brand, a minor version and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => {
    box.write(brand, 16 + 4 * i, 'latin1');
  });
  return box;
};

describe('looksLikeAcceptedImage', () => {
  it.each([
    ['JPEG', () => image.clone().jpeg().toBuffer()],
    ['PNG', () => image.clone().png().toBuffer()],
    ['WebP', () => image.clone().webp().toBuffer()],
    ['AVIF', () => image.clone().avif().toBuffer()],
    ['HEIC', async () => ftyp('heic', 'mif1', 'heic')],
    ['HEIC of major brand mif1', async () => ftyp('mif1', 'heic')],
    ['HEIC with the brand only among the compatible ones', async () => ftyp('isom', 'mp41', 'heix')],
  ])('accepts the start of a %s file', async (_format, make) => {
    expect(looksLikeAcceptedImage(start(await make()))).toBe(true);
  });

  it.each([
    ['text', Buffer.from('shopping list: lamp, chair, table and more')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10"')],
    ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0080\u0000\u0000')],
    ['a PDF', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj')],
    ['an MP4 video', ftyp('isom', 'iso2', 'avc1', 'mp41')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
    ['half a JPEG signature', Buffer.from([0xff, 0xd8])],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a box that claims a brand past its end', Buffer.concat([ftyp('isom'), Buffer.from('heic')])],
  ])('refuses %s', (_what, bytes) => {
    expect(looksLikeAcceptedImage(start(bytes))).toBe(false);
  });
});
