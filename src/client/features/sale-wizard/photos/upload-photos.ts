import type { QueryClient } from '@tanstack/react-query';
import { type Photo, PhotoListSchema } from '../../../../shared/schemas/sale';
import { noteOwnListChange } from '../../../lib/own-changes';
import { localeHeaders } from '../../../lib/page-locale';
import { salePath, salePhotosQueryOptions } from '../../../lib/queries';

/**
 * Spec §9 "upload time-outs 60 seconds and 30 seconds". Sending is judged by progress, not by a total:
 * a phone on a slow line may need minutes for five photos, and that is fine while bytes keep moving.
 * Sending with no progress for 30 s fails; once the body is out, the server has 60 s to answer.
 */
export const UPLOAD_STALL_MS = 30_000;
export const UPLOAD_ANSWER_TIMEOUT_MS = 60_000;

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';
export const TIMEOUT_MESSAGE = 'The server did not answer within 60 seconds.';
export const STALLED_MESSAGE = 'The upload made no progress for 30 seconds.';

/** A failed upload; `message` is what the 'Upload failed' toast shows. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /**
     * No answer was read (time-out, stall, network): the server may still have stored the photos, so the
     * caller should reload the sale's photo list before offering them again.
     */
    readonly outcomeUnknown = false,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

export interface UploadPhotosRequest {
  saleId: number;
  files: readonly File[];
  /** Index among `files` of the photo to feature (spec §7 optional featuredPhotoIndex). */
  featuredPhotoIndex?: number;
  /** Whole percent, 0 to 100; not called until the browser knows the size (indeterminate until then). */
  onProgress?: (percent: number) => void;
}

/** The server's `{message}`, or '{status}: {text}' (spec §7) when the body is not the API's JSON error. */
function failureMessage(status: number, statusText: string, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line.
  }
  return `${status}: ${statusText || 'Upload failed'}`;
}

/** The answer must be the sale's photo list (PhotoListSchema). */
export function parseUploadAnswer(body: string): Photo[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new PhotoUploadError(INVALID_RESPONSE_MESSAGE);
  }
  const parsed = PhotoListSchema.safeParse(data);
  if (!parsed.success) throw new PhotoUploadError(INVALID_RESPONSE_MESSAGE);
  return parsed.data;
}

/**
 * POST /api/garage-sales/{id}/photos as multipart. XMLHttpRequest rather than fetch because only it reports
 * upload progress. Two watchdogs, one at a time: no progress for 30 s while sending, then 60 s for the
 * answer (the server's image processing sends no progress).
 */
export function uploadPhotos({ saleId, files, featuredPhotoIndex, onProgress }: UploadPhotosRequest) {
  return new Promise<Photo[]>((resolve, reject) => {
    const form = new FormData();
    // Fields before files, so a streaming parser knows the featured index before it meets the files.
    if (featuredPhotoIndex !== undefined) form.append('featuredPhotoIndex', String(featuredPhotoIndex));
    for (const file of files) form.append('photos', file, file.name);

    const xhr = new XMLHttpRequest();
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let expired: string | null = null;
    const stopWatchdog = () => clearTimeout(watchdog);
    const armWatchdog = (ms: number, message: string) => {
      stopWatchdog();
      watchdog = setTimeout(() => {
        expired = message;
        xhr.abort();
      }, ms);
    };
    const fail = (error: PhotoUploadError) => {
      stopWatchdog();
      reject(error);
    };
    const unknownOutcome = (message: string) => fail(new PhotoUploadError(message, undefined, true));

    xhr.open('POST', `${salePath(saleId)}/photos`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // The server words its refusals ('Too many photos', a file too large) in the page's language.
    for (const [name, value] of Object.entries(localeHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      armWatchdog(UPLOAD_STALL_MS, STALLED_MESSAGE);
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => armWatchdog(UPLOAD_ANSWER_TIMEOUT_MS, TIMEOUT_MESSAGE);
    xhr.onload = () => {
      stopWatchdog();
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(new PhotoUploadError(failureMessage(xhr.status, xhr.statusText, xhr.responseText), xhr.status));
        return;
      }
      try {
        const photos = parseUploadAnswer(xhr.responseText);
        // The list shows the featured photo's thumbnail.
        noteOwnListChange();
        onProgress?.(100);
        resolve(photos);
      } catch (error) {
        fail(error instanceof PhotoUploadError ? error : new PhotoUploadError(INVALID_RESPONSE_MESSAGE));
      }
    };
    xhr.onerror = () => unknownOutcome(NETWORK_ERROR_MESSAGE);
    xhr.ontimeout = () => unknownOutcome(TIMEOUT_MESSAGE);
    xhr.onabort = () => unknownOutcome(expired ?? NETWORK_ERROR_MESSAGE);

    armWatchdog(UPLOAD_STALL_MS, STALLED_MESSAGE);
    xhr.send(form);
  });
}

/**
 * After a time-out or a lost connection the server may have stored the batch anyway (it stores all or
 * nothing): the sale's photo list read again, when it holds `batchSize` photos not known before (the
 * batch was stored: count it as uploaded rather than send New copies twice), else null.
 */
export async function storedAnyway(
  client: QueryClient,
  saleId: number,
  knownIds: ReadonlySet<number>,
  batchSize: number,
): Promise<Photo[] | null> {
  try {
    const photos = await client.fetchQuery({ ...salePhotosQueryOptions(saleId), staleTime: 0 });
    return photos.filter((photo) => !knownIds.has(photo.id)).length >= batchSize ? photos : null;
  } catch {
    return null;
  }
}
