import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo files live: the uploads folder or an S3-compatible bucket (PHOTO_STORAGE). Everything of the
 * photos feature (upload, delete, the orphan sweep, /uploads/, backup, `npm run photos -- migrate`) goes
 * through this interface. A key is the path after '/uploads/' in a photo's url ('<uuid>.jpg'); the content
 * type always comes from the key's extension, never from the client or from what a store says.
 */

export interface PhotoObject {
  body: Readable;
  contentType: string;
  contentLength: number;
  lastModified: Date | undefined;
  /** A strong or weak validator for If-None-Match, quoted as HTTP wants it. */
  etag: string | undefined;
}

export interface StoredKey {
  key: string;
  lastModified: Date;
  size: number;
}

export interface PhotoStore {
  readonly kind: 'disk' | 's3';
  /** For messages: 'folder /srv/data/uploads' or 'bucket photos at http://...'. */
  readonly description: string;
  /** Writes the whole object or nothing; the same key written again is replaced. */
  put(key: string, data: Buffer): Promise<void>;
  /** The object as a stream, or undefined when there is none (or the key is not one we serve). */
  get(key: string): Promise<PhotoObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object (later, while a backup holds deletions: see deletion-hold.ts); a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Keeps every object until the returned function is called: what a backup copies stays whole. */
  holdDeletions(): () => Promise<void>;
  /** Every photo key in the store (those isPhotoKey accepts), for the orphan sweep, backups and migration. */
  list(): AsyncIterable<StoredKey>;
  /** Resolves when the store can be read and written; throws PhotoStoreUnreachableError otherwise. */
  check(): Promise<void>;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close(): Promise<void>;
}

export class PhotoStoreUnreachableError extends Error {
  constructor(description: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    super(`Photo storage (${description}) is not reachable: ${reason}`, { cause });
    this.name = 'PhotoStoreUnreachableError';
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The only files /uploads/ serves and a store holds, by extension, each with its image content type. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

// Plain names in plain folders: no dot files, no empty or '..' segments, nothing to decode or normalise.
const SAFE_RELATIVE_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/** Whether a key may name a photo: a plain relative path with an image extension. */
export function isPhotoKey(key: string): boolean {
  return (
    key.length <= 255 &&
    SAFE_RELATIVE_PATH.test(key) &&
    !key.includes('..') &&
    UPLOAD_CONTENT_TYPES[path.extname(key).toLowerCase()] !== undefined
  );
}

export function contentTypeOf(key: string): string {
  return UPLOAD_CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The key behind a photo url the app hands out ('/uploads/<key>'), or undefined for any other url. */
export function photoKeyOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isPhotoKey(key) ? key : undefined;
}

// Only names the app makes are ever deleted: a url from the database cannot reach anything else.
const OWN_KEY = /^[0-9a-f-]{36}(-thumb)?\.(jpg|webp)$/;

/** The key of a file the app made for a photo ('<uuid>.jpg', '<uuid>-thumb.webp'), or undefined. */
export function ownPhotoKeyOf(url: string | null | undefined): string | undefined {
  const key = photoKeyOf(url);
  return key && OWN_KEY.test(key) ? key : undefined;
}

export function isOwnPhotoKey(key: string): boolean {
  return OWN_KEY.test(key);
}
