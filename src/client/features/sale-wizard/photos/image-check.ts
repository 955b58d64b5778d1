/**
 * HEIC/HEIF (iPhone photos): the server accepts them but most browsers cannot decode them, so they get no
 * decode check and a generic preview tile. Some browsers give .heic files no type at all.
 */
export function isHeic(file: File): boolean {
  if (/^image\/hei[cf](-sequence)?$/i.test(file.type)) return true;
  return file.type === '' && /\.hei[cf]$/i.test(file.name);
}

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

/** Spec §5 "only image files": the declared type says image and the bytes decode (HEIC excepted). */
export async function splitImageFiles(files: readonly File[]): Promise<{ images: File[]; rejected: File[] }> {
  const verdicts = await Promise.all(
    files.map(async (file) => {
      if (isHeic(file)) return true;
      if (!file.type.startsWith('image/')) return false;
      return canDecodeImage(file);
    }),
  );
  return {
    images: files.filter((_, index) => verdicts[index]),
    rejected: files.filter((_, index) => !verdicts[index]),
  };
}
