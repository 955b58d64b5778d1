import {
  ACCEPTED_PHOTO_TYPES,
  ACCEPTED_UNTYPED_EXTENSIONS,
  MAX_PHOTO_BYTES,
} from '../../../../shared/photo-limits';

const acceptedTypes: ReadonlySet<string> = new Set(ACCEPTED_PHOTO_TYPES);
const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';
const untypedAccepted: ReadonlySet<string> = new Set(ACCEPTED_UNTYPED_EXTENSIONS);

/**
 * HEIC/HEIF (iPhone photos): the server accepts them but most browsers cannot decode them, so they get no
 * decode check and a generic preview tile. Some browsers give .heic files no type at all.
 */
export function isHeic(file: File): boolean {
  if (/^image\/hei[cf](-sequence)?$/i.test(file.type)) return true;
  return file.type === '' && /\.hei[cf]$/i.test(file.name);
}

/**
 * Only the formats the server decodes (JPEG, PNG, WebP, HEIC/HEIF, AVIF): a GIF, BMP or SVG would only be
 * refused after the upload. A file without a type is judged by its name.
 */
export function isAcceptedPhotoType(file: File): boolean {
  if (isHeic(file)) return true;
  if (file.type === '') return untypedAccepted.has(extensionOf(file.name));
  return acceptedTypes.has(file.type.toLowerCase());
}

export const isTooLarge = (file: Blob) => file.size > MAX_PHOTO_BYTES;

/** Whether the browser can decode the bytes, so a renamed text file never reaches the upload. */
export async function canDecodeImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      // A 1 px wide output keeps the decoded copy tiny; only success matters.
      const bitmap = await createImageBitmap(file, { resizeWidth: 1, resizeQuality: 'pixelated' });
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export interface ImageSplit {
  /** Accepted photos of an allowed size. */
  images: File[];
  /** Not a photo format the server takes, or bytes that do not decode. */
  rejected: File[];
  /** A photo format, but over MAX_PHOTO_BYTES. */
  tooLarge: File[];
}

type Verdict = 'image' | 'rejected' | 'too-large';

async function judge(file: File): Promise<Verdict> {
  if (!isAcceptedPhotoType(file)) return 'rejected';
  // Before decoding: a 40 MB file is refused without spending the phone's memory on it.
  if (isTooLarge(file)) return 'too-large';
  if (isHeic(file)) return 'image';
  return (await canDecodeImage(file)) ? 'image' : 'rejected';
}

/** Spec §5 "only image files": an accepted photo type, at most MAX_PHOTO_BYTES, bytes that decode. */
export async function splitImageFiles(files: readonly File[]): Promise<ImageSplit> {
  const verdicts = await Promise.all(files.map(judge));
  const having = (verdict: Verdict) => files.filter((_, index) => verdicts[index] === verdict);
  return { images: having('image'), rejected: having('rejected'), tooLarge: having('too-large') };
}
