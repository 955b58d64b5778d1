import fs from 'node:fs/promises';
import type { Metadata } from 'sharp';
import { apiMsg } from '../errors';
import { loadSharp } from './load-sharp';

/** Limits of an uploaded photo (issue 3): what a phone takes fits well inside them. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;

export const NOT_AN_IMAGE_MESSAGE = apiMsg('photos.notAnImage');
export const TOO_LARGE_MESSAGE = apiMsg('photos.tooLarge');
/** The refusals that name the limit passed, in megabytes and megapixels as a person reads them. */
export const TOO_LARGE_BYTES_MESSAGE = apiMsg('photos.tooLargeBytes', {
  max: MAX_UPLOAD_BYTES / 1024 / 1024,
});
export const TOO_LARGE_PIXELS_MESSAGE = apiMsg('photos.tooLargePixels', {
  max: MAX_INPUT_PIXELS / 1_000_000,
});

export type ImageRejectionReason = 'not-an-image' | 'too-large';

/** An upload we refuse; the message is fit to show to the user. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    message: string = reason === 'too-large' ? TOO_LARGE_MESSAGE : NOT_AN_IMAGE_MESSAGE,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  /** The photo, at most MAX_PHOTO_SIDE on its longer side, without any metadata. */
  full: Buffer;
  fullExtension: 'jpg' | 'webp';
  width: number;
  height: number;
  /** A square THUMBNAIL_SIDE WebP for cards. */
  thumbnail: Buffer;
}

// SVG (scripts, external references), GIF and the rest are refused: only photo formats are accepted.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Decides by the bytes whether a file (its bytes, or its path on disk) is a photo we accept, then
 * re-encodes it: the orientation is applied, EXIF/GPS and every other metadata dropped, the size bounded,
 * and a thumbnail made.
 */
export async function processUpload(input: Buffer | string): Promise<ProcessedImage> {
  const size = typeof input === 'string' ? (await fs.stat(input)).size : input.length;
  if (size > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError('too-large', TOO_LARGE_BYTES_MESSAGE);
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('not-an-image');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('not-an-image');
  }
  // A tiny file may declare a huge image (a pixel bomb): refuse it before decoding a single pixel.
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('too-large', TOO_LARGE_PIXELS_MESSAGE);
  }

  const opaque = !metadata.hasAlpha;
  try {
    // The original is decoded once, into the bounded photo's pixels; the stored photo and the thumbnail
    // are both made from those (a 40 MP original decoded twice would double the time and the memory).
    const pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = pixels.info;
    const resized = () => sharp(pixels.data, { raw: { width, height, channels } });
    const full = opaque
      ? resized().jpeg({ quality: 80, mozjpeg: true })
      : resized().webp({ quality: 80, alphaQuality: 90 });
    const thumbnail = resized()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' })
      .webp({ quality: 75 });
    const [fullData, thumbData] = await Promise.all([full.toBuffer(), thumbnail.toBuffer()]);
    return {
      full: fullData,
      fullExtension: opaque ? 'jpg' : 'webp',
      width,
      height,
      thumbnail: thumbData,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new ImageRejectedError('too-large');
    // A truncated or corrupt file, or a HEIC whose codec this build cannot decode.
    throw new ImageRejectedError('not-an-image');
  }
}
