import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Photo } from '../../../../shared/schemas/sale';
import { loadNamespace } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { installFakeXhr } from '../../../test-support/fake-xhr';
import { json } from '../../../test-support/render';
import { PhotoUploader } from './photo-uploader';
import { type PhotoManager, usePhotoManager } from './use-photo-manager';

/** The uploader's tests: the real manager and uploader over a fake API (fetch) and a fake XHR. */

/** What GET /api/garage-sales/{id}/photos answers; set by a test before it renders. */
export const served: { photos: Photo[] } = { photos: [] };
export let fetchMock: ReturnType<typeof vi.fn>;
export let manager: PhotoManager;
export let client: QueryClient;

export function Harness({ saleId, disabled }: { saleId: number | null; disabled?: boolean }) {
  manager = usePhotoManager({ saleId, disabled });
  return <PhotoUploader manager={manager} />;
}

export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export async function renderUploader(saleId: number | null, disabled = false) {
  // The uploader's words, loaded before it renders (there is no Suspense around the harness).
  await loadNamespace('en', 'wizard');
  client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Harness saleId={saleId} disabled={disabled} />
    </QueryClientProvider>,
  );
  await flush();
  return view;
}

export async function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
  await flush();
}

export const tiles = () => screen.queryAllByTestId('photo-tile');
export const tile = (index: number) => {
  const found = tiles()[index];
  if (!found) throw new Error(`No tile ${index}`);
  return found;
};
export const star = (index: number) =>
  within(tile(index)).getByRole('button', { name: `Make photo ${index + 1} featured` });
export const bin = (index: number) =>
  within(tile(index)).getByRole('button', { name: `Remove photo ${index + 1}` });
export const featuredFlags = () => tiles().map((t) => t.dataset.featured === 'true');

/** Fake timers, the fake API and XHR, and object URLs named after their files, for each test. */
export function setUpUploaderTests() {
  beforeEach(() => {
    vi.useFakeTimers();
    served.photos = [];
    fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname.endsWith('/photos') && !init?.method) return json(served.photos);
      if (url.pathname.startsWith('/uploads/'))
        return new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/webp' } });
      return json({ message: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    // Renamed non-images (by their name here) fail to decode, as a real browser's decoder would.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name.includes('not-an-image'))
          throw new DOMException('The source image could not be decoded.');
        return { close: () => {} };
      }),
    );
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob instanceof File ? blob.name : 'data'}`);
    URL.revokeObjectURL = vi.fn();
    installFakeXhr();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
