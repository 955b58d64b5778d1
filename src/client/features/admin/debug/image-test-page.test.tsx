// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import { renderWithProviders } from '../../../test-support/render';
import { formatBytes, ImageTestPage } from './image-test-page';

const jpeg = () =>
  new Response(new Uint8Array(12_600), { status: 200, headers: { 'content-type': 'image/jpeg' } });
const notFound = () => new Response('missing', { status: 404, statusText: 'Not Found' });
const html = () => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test-image');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

async function loadPath(path: string) {
  const field = await screen.findByLabelText('Image path');
  fireEvent.change(field, { target: { value: path } });
  fireEvent.click(screen.getByRole('button', { name: 'Load image' }));
}

const logLines = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(12_600)).toBe('12.3 KB');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(812, 'fr')).toBe('812 o');
    expect(formatBytes(12_600, 'fr')).toBe('12,3 Ko');
    expect(formatBytes(1_572_864, 'fr')).toBe('1,5 Mo');
  });
});

describe('ImageTestPage', () => {
  it('speaks French on a French page, its log too', async () => {
    window.history.replaceState(null, '', '/fr/image-test');
    fakeApi({ ...signedIn(testAdmin), 'GET /uploads/x.jpg': jpeg });
    await renderWithProviders(<ImageTestPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test d’image' })).toBeTruthy();
    expect(screen.getByText('Rien de chargé pour l’instant.')).toBeTruthy();
    const field = await screen.findByLabelText('Chemin de l’image');
    fireEvent.change(field, { target: { value: 'x.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Charger l’image' }));
    await waitFor(() => expect(logLines()).toHaveLength(1));
    expect(logLines()[0]?.replace(/\u00a0/g, ' ')).toMatch(
      /^\d{2}:\d{2}:\d{2} Chargée : \/uploads\/x\.jpg \(image\/jpeg, 12,3 Ko\)$/,
    );
    expect(screen.getByRole('img', { name: 'Image de test x.jpg' })).toBeTruthy();
  });

  it('resolves a bare file name, shows the image and logs what loaded', async () => {
    const api = fakeApi({ ...signedIn(testAdmin), 'GET /uploads/x.jpg': jpeg });
    await renderWithProviders(<ImageTestPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Image test' })).toBeTruthy();
    expect((screen.getByLabelText('Image path') as HTMLInputElement).value).toBe('/fallback/sale-1.svg');
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
    await loadPath('x.jpg');
    expect(await screen.findByText('/uploads/x.jpg', { selector: 'code' })).toBeTruthy();
    await waitFor(() => expect(logLines()).toHaveLength(1));
    expect(logLines()[0]).toMatch(/^\d{2}:\d{2}:\d{2} Loaded \/uploads\/x\.jpg \(image\/jpeg, 12\.3 KB\)$/);
    // The real SaleImage shows it.
    const img = await screen.findByRole('img', { name: 'Test image x.jpg' });
    expect(img.getAttribute('src')).toBe('blob:test-image');
    expect(api.sent('GET', '/uploads/x.jpg').length).toBeGreaterThanOrEqual(1);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('Loaded /uploads/x.jpg'));
  });

  it('logs a missing image and one that is not an image, one line each', async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /uploads/gone.jpg': notFound, 'GET /pages/page.png': html });
    await renderWithProviders(<ImageTestPage />);
    await loadPath('/uploads/gone.jpg');
    await waitFor(() => expect(logLines()).toHaveLength(1));
    expect(logLines()[0]).toMatch(/^\d{2}:\d{2}:\d{2} Failed: Failed to load image: 404 Not Found$/);
    await loadPath('/pages/page.png');
    await waitFor(() => expect(logLines()).toHaveLength(2));
    expect(logLines()[1]).toMatch(/Failed: Invalid content type: text\/html$/);
    expect(screen.getByText('/pages/page.png', { selector: 'code' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a user who is not an administrator", async () => {
    fakeApi(signedIn());
    await renderWithProviders(<ImageTestPage />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByLabelText('Image path')).toBeNull();
  });
});
