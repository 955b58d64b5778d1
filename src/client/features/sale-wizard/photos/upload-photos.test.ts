// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '../../../test-support/fake-xhr';
import { imageFile, makePhoto } from '../../../test-support/sale';
import {
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  PhotoUploadError,
  parseUploadAnswer,
  STALLED_MESSAGE,
  TIMEOUT_MESSAGE,
  UPLOAD_ANSWER_TIMEOUT_MS,
  UPLOAD_STALL_MS,
  uploadPhotos,
} from './upload-photos';

const photo = makePhoto;

beforeEach(() => {
  vi.useFakeTimers();
  installFakeXhr();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** One photo of sale 7 sent. */
const uploadOne = () => uploadPhotos({ saleId: 7, files: [imageFile('a.jpg')] });

/** `still` milliseconds leave the request running; `more` after them abort it. */
function expectAbortedAfter(xhr: ReturnType<typeof lastXhr>, still: number, more: number) {
  vi.advanceTimersByTime(still);
  expect(xhr.aborted).toBe(false);
  vi.advanceTimersByTime(more);
  expect(xhr.aborted).toBe(true);
}

describe('uploadPhotos', () => {
  it('posts the files as repeated `photos` fields with the featured index and credentials', async () => {
    const files = [imageFile('a.jpg'), imageFile('b.jpg')];
    const done = uploadPhotos({ saleId: 7, files, featuredPhotoIndex: 1 });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/garage-sales/7/photos');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(0); // no cap on the whole request: the watchdogs below judge it
    expect(xhr.body?.get('featuredPhotoIndex')).toBe('1');
    expect(xhr.body?.getAll('photos').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg']);
    expect([...(xhr.body?.keys() ?? [])][0]).toBe('featuredPhotoIndex');
    xhr.respond(201, [photo(1), photo(2, true)]);
    await expect(done).resolves.toEqual([photo(1), photo(2, true)]);
  });

  it('leaves featuredPhotoIndex out when none is given', async () => {
    const done = uploadOne();
    expect(lastXhr().body?.has('featuredPhotoIndex')).toBe(false);
    lastXhr().respond(201, [photo(1, true)]);
    await done;
  });

  it('reports progress in whole percent, and 100 when the answer arrives', async () => {
    const seen: number[] = [];
    const done = uploadPhotos({ saleId: 7, files: [imageFile('a.jpg')], onProgress: (p) => seen.push(p) });
    const xhr = lastXhr();
    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(300, 300);
    xhr.sent();
    xhr.respond(201, [photo(1, true)]);
    await done;
    expect(seen).toEqual([0, 33, 100, 100]);
  });

  it('fails with the server message of a JSON error', async () => {
    const done = uploadOne();
    lastXhr().respond(400, { message: 'Too many photos' }, 'Bad Request');
    await expect(done).rejects.toMatchObject({ message: 'Too many photos', status: 400 });
  });

  it('falls back to the status line when the error body is not JSON', async () => {
    const done = uploadOne();
    lastXhr().respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(done).rejects.toThrow('502: Bad Gateway');
  });

  it('refuses an answer that is not a photo list with "Invalid response format"', async () => {
    const done = uploadOne();
    lastXhr().respond(201, { ok: true });
    await expect(done).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('says "Network error" when the request fails', async () => {
    const done = uploadOne();
    lastXhr().failNetwork();
    await expect(done).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  it('lets a slow send that keeps making progress run past 60 s', async () => {
    const done = uploadOne();
    const xhr = lastXhr();
    for (let loaded = 1; loaded <= 10; loaded++) {
      vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
      xhr.progress(loaded * 10, 100);
    }
    expect(xhr.aborted).toBe(false);
    xhr.sent();
    xhr.respond(201, [photo(1, true)]);
    await expect(done).resolves.toHaveLength(1);
  });

  it('gives the server 60 s to answer once the body is sent, and then says the outcome is unknown', async () => {
    const done = uploadOne();
    const failed = expect(done).rejects.toMatchObject({ message: TIMEOUT_MESSAGE, outcomeUnknown: true });
    const xhr = lastXhr();
    xhr.progress(100, 100);
    xhr.sent();
    expectAbortedAfter(xhr, UPLOAD_ANSWER_TIMEOUT_MS - 1, 1);
    await failed;
  });

  it('marks a server error as a known outcome (nothing stored)', async () => {
    const done = uploadOne();
    lastXhr().respond(400, { message: 'Too many photos' });
    await expect(done).rejects.toMatchObject({ outcomeUnknown: false });
  });

  it('aborts a send that makes no progress for 30 s', async () => {
    const done = uploadOne();
    const failed = expect(done).rejects.toThrow(STALLED_MESSAGE);
    const xhr = lastXhr();
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
    xhr.progress(10, 100); // progress re-arms the watchdog
    expectAbortedAfter(xhr, UPLOAD_STALL_MS - 1000, 1000);
    await failed;
  });

  it('stops the stall watchdog once the body is sent (the server may take a while)', async () => {
    const done = uploadOne();
    const xhr = lastXhr();
    xhr.progress(100, 100);
    xhr.sent();
    vi.advanceTimersByTime(UPLOAD_ANSWER_TIMEOUT_MS - 1000);
    expect(xhr.aborted).toBe(false);
    xhr.respond(201, [photo(1, true)]);
    await expect(done).resolves.toHaveLength(1);
  });
});

describe('parseUploadAnswer', () => {
  it('accepts a photo list and refuses anything else', () => {
    expect(parseUploadAnswer(JSON.stringify([photo(3, true)]))).toEqual([photo(3, true)]);
    for (const body of ['not json', '{}', '[{"id":"x"}]']) {
      expect(() => parseUploadAnswer(body)).toThrow(PhotoUploadError);
    }
  });
});
