import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { pngDeclaring } from '../test-support/images';
import {
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  processUpload,
  TOO_LARGE_MESSAGE,
} from './image-processing';

function solid(width: number, height: number, alpha = false) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 40, alpha: 0.5 } : { r: 30, g: 120, b: 60 },
    },
  });
}

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  const error = await processUpload(input).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('processUpload', () => {
  it('shrinks a large JPEG to 1600 px and makes a 320 px square WebP thumbnail', async () => {
    const input = await solid(4000, 3000).jpeg().toBuffer();
    const result = await processUpload(input);
    expect(result.fullExtension).toBe('jpg');
    const full = await sharp(result.full).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1600, 1200]);
    expect([result.width, result.height]).toEqual([1600, 1200]);
    const thumb = await sharp(result.thumbnail).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 320]);
  });

  it('decodes the original once: the thumbnail comes from the bounded photo, not a second decode', async () => {
    const input = await solid(2400, 1800).jpeg().toBuffer();
    // sharp keeps a pipeline's input buffer in options.input.buffer (clones share it): count the
    // pipelines run on the original's bytes.
    const toBuffer = vi.spyOn(sharp.prototype, 'toBuffer');
    try {
      const result = await processUpload(input);
      const decodes = toBuffer.mock.contexts.filter(
        (context) =>
          (context as { options?: { input?: { buffer?: unknown } } }).options?.input?.buffer === input,
      );
      expect(decodes).toHaveLength(1);
      expect([result.width, result.height]).toEqual([1600, 1200]);
      const thumb = await sharp(result.thumbnail).metadata();
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 320]);
    } finally {
      toBuffer.mockRestore();
    }
  });

  it('applies the EXIF orientation and drops EXIF and GPS data', async () => {
    const input = await solid(800, 400)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 28/1 30/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const result = await processUpload(input);
    const after = await sharp(result.full).metadata();
    expect([after.width, after.height]).toEqual([400, 800]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.full.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('keeps a small image at its size', async () => {
    const result = await processUpload(await solid(640, 480).png().toBuffer());
    expect([result.width, result.height]).toEqual([640, 480]);
  });

  it('keeps transparency by storing a PNG with alpha as WebP', async () => {
    const result = await processUpload(await solid(300, 200, true).png().toBuffer());
    expect(result.fullExtension).toBe('webp');
    const meta = await sharp(result.full).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['webp', true]);
  });

  it('accepts WebP and AVIF', async () => {
    for (const input of [await solid(200, 100).webp().toBuffer(), await solid(200, 100).avif().toBuffer()]) {
      const result = await processUpload(input);
      expect([result.width, result.height]).toEqual([200, 100]);
    }
  });

  it('refuses a text file named like a photo, an SVG and a GIF as not an image', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const inputs = [Buffer.from('just some notes.jpg\n'), svg, await solid(20, 20).gif().toBuffer()];
    for (const input of inputs) {
      const error = await rejection(input);
      expect(error.reason).toBe('not-an-image');
      expect(error.message).toBe(NOT_AN_IMAGE_MESSAGE);
    }
  });

  it('refuses a truncated photo as not an image', async () => {
    const input = await solid(1000, 800).jpeg().toBuffer();
    const error = await rejection(input.subarray(0, 400));
    expect(error.reason).toBe('not-an-image');
  });

  it('refuses a tiny file that declares 50000 x 50000 pixels without decoding it', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const error = await rejection(bomb);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.reason).toBe('too-large');
    expect(error.message).toContain(TOO_LARGE_MESSAGE);
  });

  it('refuses a file of more than 15 MB', async () => {
    const error = await rejection(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(error.reason).toBe('too-large');
  });
});
