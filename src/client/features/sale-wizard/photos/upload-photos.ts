import { type Photo, PhotoListSchema } from '../../../../shared/schemas/sale';
import { salePath } from '../../../lib/queries';

/** Spec §9 "upload time-outs 60 seconds and 30 seconds": the whole request, and sending with no progress. */
export const UPLOAD_TIMEOUT_MS = 60_000;
export const UPLOAD_STALL_MS = 30_000;

export const NETWORK_ERROR_MESSAGE = 'Network error';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response format';
export const TIMEOUT_MESSAGE = 'The upload took longer than 60 seconds.';
export const STALLED_MESSAGE = 'The upload made no progress for 30 seconds.';

/** A failed upload; `message` is what the 'Upload failed' toast shows. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
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
 * upload progress. The stall watchdog covers sending only: once the body is out, the server's image
 * processing sends no progress, and the 60 s limit alone applies.
 */
export function uploadPhotos({ saleId, files, featuredPhotoIndex, onProgress }: UploadPhotosRequest) {
  return new Promise<Photo[]>((resolve, reject) => {
    const form = new FormData();
    // Fields before files, so a streaming parser knows the featured index before it meets the files.
    if (featuredPhotoIndex !== undefined) form.append('featuredPhotoIndex', String(featuredPhotoIndex));
    for (const file of files) form.append('photos', file, file.name);

    const xhr = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const stopWatchdog = () => clearTimeout(stallTimer);
    const armWatchdog = () => {
      stopWatchdog();
      stallTimer = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, UPLOAD_STALL_MS);
    };
    const fail = (error: PhotoUploadError) => {
      stopWatchdog();
      reject(error);
    };

    xhr.open('POST', `${salePath(saleId)}/photos`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      armWatchdog();
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = stopWatchdog;
    xhr.onload = () => {
      stopWatchdog();
      if (xhr.status < 200 || xhr.status >= 300) {
        fail(new PhotoUploadError(failureMessage(xhr.status, xhr.statusText, xhr.responseText), xhr.status));
        return;
      }
      try {
        const photos = parseUploadAnswer(xhr.responseText);
        onProgress?.(100);
        resolve(photos);
      } catch (error) {
        fail(error instanceof PhotoUploadError ? error : new PhotoUploadError(INVALID_RESPONSE_MESSAGE));
      }
    };
    xhr.onerror = () => fail(new PhotoUploadError(NETWORK_ERROR_MESSAGE));
    xhr.ontimeout = () => fail(new PhotoUploadError(TIMEOUT_MESSAGE));
    xhr.onabort = () => fail(new PhotoUploadError(stalled ? STALLED_MESSAGE : NETWORK_ERROR_MESSAGE));

    armWatchdog();
    xhr.send(form);
  });
}
