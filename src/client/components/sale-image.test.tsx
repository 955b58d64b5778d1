// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { House } from 'lucide-react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../lib/i18n';
import { IMAGE_RETRY_DELAY_MS, loadImageBlob, SaleImage } from './sale-image';

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
const notFound = () => new Response('missing', { status: 404, statusText: 'Not Found' });
const html = () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } });

let fetchMock: ReturnType<typeof vi.fn>;

// Its words load with the shell in the app (lib/i18n.tsx `ui`).
beforeAll(() => loadNamespace('en', 'ui'));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:photo-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets pending fetches and state updates settle. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('loadImageBlob', () => {
  it('asks for an image and refuses a failed answer or one that is not an image', async () => {
    fetchMock.mockResolvedValueOnce(notFound());
    await expect(loadImageBlob('/uploads/a.jpg')).rejects.toThrow('Failed to load image: 404 Not Found');
    expect(fetchMock).toHaveBeenCalledWith(
      '/uploads/a.jpg',
      expect.objectContaining({ headers: { Accept: 'image/*' } }),
    );
    fetchMock.mockResolvedValueOnce(html());
    await expect(loadImageBlob('/uploads/a.jpg')).rejects.toThrow('Invalid content type: text/html');
  });
});

describe('SaleImage', () => {
  it('shows a pulsing placeholder, then the image from an object URL that is revoked on unmount', async () => {
    fetchMock.mockResolvedValue(png());
    const view = render(<SaleImage path="photo-1.jpg" alt="Photo of Big Sale" />);
    expect(screen.getByText('Loading image...')).toBeTruthy();
    await settle();
    const img = screen.getByRole('img', { name: 'Photo of Big Sale' });
    expect(img.getAttribute('src')).toBe('blob:photo-1');
    // A bare file name is served from /uploads/ (spec §5).
    expect(fetchMock).toHaveBeenCalledWith('/uploads/photo-1.jpg', expect.anything());
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
  });

  it('retries once after 1 second and shows the image when the retry works', async () => {
    fetchMock.mockResolvedValueOnce(notFound()).mockResolvedValueOnce(png());
    render(<SaleImage path="/uploads/7.jpg" alt="Photo" />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading image...')).toBeTruthy();
    await settle(IMAGE_RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('blob:photo-1');
  });

  it('falls back to the fixed image chosen by the first number in the path, then to the placeholder icon', async () => {
    fetchMock.mockResolvedValueOnce(html()).mockResolvedValueOnce(notFound());
    render(
      <SaleImage
        path="/uploads/sale-13-photo.jpg"
        alt="Photo of Big Sale"
        fallbackIcon={<House data-testid="house" aria-hidden="true" />}
      />,
    );
    await settle(IMAGE_RETRY_DELAY_MS);
    const fallback = screen.getByRole('img', { name: 'Photo of Big Sale (fallback image)' });
    expect(fallback.getAttribute('src')).toBe('/fallback/sale-4.svg');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fireEvent.error(fallback);
    expect(screen.getByTestId('house')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /fallback image/ })).toBeNull();
  });
});
