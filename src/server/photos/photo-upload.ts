import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyMultipartBaseOptions, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_PHOTOS_PER_SALE } from '../../shared/schemas/sale-form';
import { apiMsg, BadRequestError, HttpError, isOutOfSpaceError, localizedError } from '../errors';
import { localizeText, serverT } from '../lib/server-i18n';
import { MAX_UPLOAD_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_BYTES_MESSAGE } from './image-processing';
import { looksLikeAcceptedImage, SIGNATURE_BYTES } from './image-signature';

export const TOO_MANY_PHOTOS_MESSAGE = apiMsg('photos.tooMany');
export const NO_PHOTOS_MESSAGE = apiMsg('photos.none');
export const PHOTOS_FIELD = 'photos';
export const FEATURED_INDEX_FIELD = 'featuredPhotoIndex';
export const MALFORMED_UPLOAD_MESSAGE = apiMsg('photos.malformed');

/**
 * Limits of the multipart parser for the upload route. One byte over MAX_UPLOAD_BYTES is kept so that an
 * oversized file is seen as such (busboy truncates silently at the limit); fields are tiny.
 */
export const multipartOptions: FastifyMultipartBaseOptions = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: MAX_UPLOAD_BYTES + 1,
    files: MAX_PHOTOS_PER_SALE,
    fields: 4,
    fieldNameSize: 100,
    fieldSize: 100,
    parts: MAX_PHOTOS_PER_SALE + 4,
    headerPairs: 20,
  },
};

/**
 * The upload's form as the API document describes it. The route reads the parts itself (readPhotoUpload),
 * so Fastify validates no body against this; photos.routes.ts hands it to the document (config.multipartBody).
 */
export const PhotoUploadFormSchema = z.object({
  [FEATURED_INDEX_FIELD]: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional()
    .describe(
      'Which of these photos (counted from 0) becomes the featured one; without it the first photo is ' +
        'featured when the sale has none. Send it before the files.',
    ),
  [PHOTOS_FIELD]: z
    .array(z.file())
    .min(1)
    .max(MAX_PHOTOS_PER_SALE)
    .describe(
      `JPEG, PNG, WebP, HEIC or AVIF images, each at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; a sale has at ` +
        `most ${MAX_PHOTOS_PER_SALE} photos in all.`,
    ),
});

export interface UploadedFile {
  /** The client's file name, cleaned for messages only: it never names a stored file. */
  name: string;
  /** Where its bytes wait on disk until processed (see removeUploadFiles). */
  path: string;
}

export interface PhotoUpload {
  files: UploadedFile[];
  /** The index among `files` the client wants featured, when it sent one. */
  featuredPhotoIndex: number | undefined;
  /** The request's own folder under the temporary folder, holding its files. */
  dir: string;
}

/** The client's file name, fit to quote in a message: no control characters, not too long. */
export function displayName(filename: string | undefined, index: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const clean = (filename ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return `Photo ${index + 1}`;
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

/** An upload error that names the file it is about, e.g. `"notes.jpg": This file is not an image ...`. */
export function fileError(statusCode: number, name: string, message: string): HttpError {
  // The file's name is the user's: answered in the request's language here, never remembered by apiMsg.
  return localizedError(statusCode, (locale) =>
    locale === 'en'
      ? `"${name}": ${message}`
      : serverT(locale, 'api-errors')('photos.file', { name, reason: localizeText(message, locale) }),
  );
}

function parseFeaturedIndex(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value.trim())) {
    throw new BadRequestError(apiMsg('photos.featuredIndex', { field: FEATURED_INDEX_FIELD }), [
      { path: FEATURED_INDEX_FIELD, message: apiMsg('photos.wholeNumber') },
    ]);
  }
  return Number(value.trim());
}

/**
 * The multipart parser's errors in the words of the product. Its limits have their own answers; anything
 * else it throws without a 4xx status (no boundary, a garbled body, a part cut short, a client gone
 * mid-upload) is the client's broken body, not our failure: a 400, never a 500.
 */
function translate(error: unknown): unknown {
  // A full disk while the file is received is ours, not the client's: it answers 507.
  if (error instanceof HttpError || isOutOfSpaceError(error)) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_FILES_LIMIT') return new BadRequestError(TOO_MANY_PHOTOS_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, apiMsg('photos.tooManyParts'));
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new BadRequestError(MALFORMED_UPLOAD_MESSAGE);
}

/**
 * Once we refuse an upload, the rest of its body is read and thrown away rather than left stalled in the
 * parser: the browser is still sending and gets our answer, and a kept-alive connection stays usable.
 * The app's requestTimeout still bounds how long that may take.
 */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

const TOO_LARGE_FILE = TOO_LARGE_BYTES_MESSAGE;

/**
 * Writes one file part to `filePath` as it arrives, so that no upload is ever held in memory. Its first
 * bytes must be those of an accepted image and it may not pass MAX_UPLOAD_BYTES: either refusal comes as
 * soon as the bytes that decide it arrive, not once the whole file is in.
 */
async function saveFilePart(part: MultipartFile, name: string, filePath: string): Promise<void> {
  const handle = await fs.open(filePath, 'wx');
  let size = 0;
  let head: Buffer | undefined = Buffer.alloc(0);
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) throw fileError(413, name, TOO_LARGE_FILE);
      if (head) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (head.length >= SIGNATURE_BYTES) {
          if (!looksLikeAcceptedImage(head)) throw fileError(400, name, NOT_AN_IMAGE_MESSAGE);
          head = undefined;
        }
      }
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  if (part.file.truncated) throw fileError(413, name, TOO_LARGE_FILE);
  // A file shorter than SIGNATURE_BYTES is judged by all it has.
  if (head && !looksLikeAcceptedImage(head)) throw fileError(400, name, NOT_AN_IMAGE_MESSAGE);
}

/** Removes the upload's temporary files; the photos made from them are stored elsewhere. */
export async function removeUploadFiles(upload: Pick<PhotoUpload, 'dir'>): Promise<void> {
  await fs.rm(upload.dir, { recursive: true, force: true });
}

/** An hour: far beyond the app's requestTimeout, so no upload under way is touched. */
export const STALE_UPLOAD_MS = 3_600_000;

/**
 * Removes the folders of uploads that never finished (the process stopped in the middle of them) once
 * older than `olderThanMs`. A process that alone uses the data directory (it holds the embedded
 * database's lock) removes them all at start (0): nothing can be under way.
 */
export async function removeStaleUploads(
  tempDir: string,
  now = Date.now(),
  olderThanMs = STALE_UPLOAD_MS,
): Promise<void> {
  const names = await fs.readdir(tempDir).catch(() => [] as string[]);
  for (const name of names) {
    const full = path.join(tempDir, name);
    const stat = await fs.stat(full).catch(() => undefined);
    if (stat && now - stat.mtimeMs >= olderThanMs) await fs.rm(full, { recursive: true, force: true });
  }
}

/**
 * Reads the `photos` files (each written to a folder of its own under `tempDir` as it arrives: at most
 * MAX_PHOTOS_PER_SALE of 15 MB, never in memory) and the optional featuredPhotoIndex. `room` is how many
 * photos the sale can still take: one more is refused before its bytes are read. Only the first bytes are
 * looked at here; deciding what is an image is processUpload's job. The caller removes the files with
 * removeUploadFiles once done; on a refusal they are already gone.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  room: number,
  tempDir: string,
): Promise<PhotoUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, apiMsg('photos.notMultipart'));
  }
  await fs.mkdir(tempDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(tempDir, 'upload-'));
  const files: UploadedFile[] = [];
  let featuredPhotoIndex: number | undefined;
  try {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === FEATURED_INDEX_FIELD) featuredPhotoIndex = parseFeaturedIndex(part.value);
          continue;
        }
        if (part.fieldname !== PHOTOS_FIELD) {
          throw new BadRequestError(apiMsg('photos.wrongField', { field: PHOTOS_FIELD }));
        }
        if (files.length >= room) throw new BadRequestError(TOO_MANY_PHOTOS_MESSAGE);
        const name = displayName(part.filename, files.length);
        const filePath = path.join(dir, String(files.length));
        await saveFilePart(part, name, filePath);
        files.push({ name, path: filePath });
      }
    } catch (error) {
      discardRest(request);
      throw translate(error);
    }
    if (files.length === 0) throw new BadRequestError(NO_PHOTOS_MESSAGE);
  } catch (error) {
    await removeUploadFiles({ dir });
    throw error;
  }
  return { files, featuredPhotoIndex, dir };
}
