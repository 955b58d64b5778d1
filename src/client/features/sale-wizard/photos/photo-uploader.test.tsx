// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../../shared/photo-limits';
import { lastXhr } from '../../../test-support/fake-xhr';
import { json, lastToast } from '../../../test-support/render';
import { imageFile, makePhoto } from '../../../test-support/sale';
import {
  bin,
  client,
  featuredFlags,
  fetchMock,
  flush,
  Harness,
  manager,
  pick,
  renderUploader,
  served,
  setUpUploaderTests,
  star,
  tile,
  tiles,
} from './photo-uploader.fixtures';
import { TIMEOUT_MESSAGE, UPLOAD_ANSWER_TIMEOUT_MS } from './upload-photos';
import { PROGRESS_COMPLETE_MS } from './use-photo-manager';
import { REMOVAL_ANIMATION_MS } from './use-removal-animation';

setUpUploaderTests();

describe('adding photos', () => {
  it('shows chosen images as New previews with the first one featured', async () => {
    await renderUploader(null);
    await pick(imageFile('a.jpg'), imageFile('b.png', 'image/png'));
    expect(tiles()).toHaveLength(2);
    expect(within(tile(0)).getByText('New')).toBeTruthy();
    expect(within(tile(1)).getByRole('img', { name: 'Photo 2: b.png' }).getAttribute('src')).toBe(
      'blob:b.png',
    );
    expect(featuredFlags()).toEqual([true, false]);
    expect(star(0).getAttribute('aria-pressed')).toBe('true');
    expect(lastToast()).toMatchObject({ title: 'Photos added' });
    expect(screen.getByTestId('photo-changes-note').textContent).toContain(
      '2 new photos are not uploaded yet.',
    );
  });

  it('refuses files that are not images, by type and by bytes', async () => {
    await renderUploader(null);
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(lastToast()).toMatchObject({
      title: 'No valid images',
      description: 'Please select image files only',
      variant: 'destructive',
    });
    await pick(imageFile('not-an-image.jpg'));
    expect(lastToast()).toMatchObject({ title: 'No valid images' });
    expect(tiles()).toHaveLength(0);
  });

  it('uses the drop wording for dropped non-images', async () => {
    await renderUploader(null);
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })], types: ['Files'] },
    });
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Invalid files',
      description: 'Please drop image files only',
      variant: 'destructive',
    });
  });

  it('keeps the images of a mix and names the skipped files', async () => {
    await renderUploader(null);
    fireEvent.drop(screen.getByTestId('photo-drop-zone'), {
      dataTransfer: {
        files: [imageFile('a.jpg'), new File(['x'], 'b.txt', { type: 'text/plain' })],
        types: ['Files'],
      },
    });
    await flush();
    expect(tiles()).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      title: 'Photos added',
      description: 'Skipped b.txt: please drop image files only.',
      variant: 'warning',
    });
  });

  it('accepts HEIC without decoding it and shows a generic preview', async () => {
    await renderUploader(null);
    await pick(imageFile('IMG_1.HEIC', 'image/heic'), imageFile('IMG_2.heic', ''));
    expect(createImageBitmap).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(2);
    expect(within(tile(0)).getByRole('img', { name: 'Photo 1: IMG_1.HEIC' }).tagName).toBe('DIV');
  });

  it('offers only the formats the server takes in the picker', async () => {
    await renderUploader(null);
    expect(screen.getByLabelText('Add photos').getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif,.avif',
    );
  });

  it('refuses GIF, BMP and SVG as "No valid images", and accepts AVIF and untyped .avif names', async () => {
    await renderUploader(null);
    await pick(
      imageFile('a.gif', 'image/gif'),
      imageFile('b.bmp', 'image/bmp'),
      imageFile('c.svg', 'image/svg+xml'),
    );
    expect(lastToast()).toMatchObject({
      title: 'No valid images',
      description: 'Please select image files only',
      variant: 'destructive',
    });
    expect(tiles()).toHaveLength(0);
    await pick(imageFile('d.avif', 'image/avif'), imageFile('e.avif', ''));
    expect(tiles()).toHaveLength(2);
  });

  it('refuses photos over 15 MB with "Photo too large", keeping the others of the batch', async () => {
    await renderUploader(null);
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const limit = new File([new Uint8Array(MAX_PHOTO_BYTES)], 'limit.jpg', { type: 'image/jpeg' });
    await pick(huge);
    expect(lastToast()).toMatchObject({
      title: 'Photo too large',
      description: '"huge.jpg" is larger than 15 MB.',
      variant: 'destructive',
    });
    expect(tiles()).toHaveLength(0);
    await pick(limit, huge);
    expect(tiles()).toHaveLength(1);
    expect(lastToast()).toMatchObject({ title: 'Photo too large' });
  });

  it('refuses a whole batch that would pass 5 photos together with the saved and pending ones', async () => {
    served.photos = [makePhoto(1, true), makePhoto(2), makePhoto(3)];
    await renderUploader(4);
    await pick(imageFile('a.jpg'));
    await pick(imageFile('b.jpg'), imageFile('c.jpg'));
    expect(lastToast()).toMatchObject({
      title: 'Too many photos',
      description: 'A sale can have at most 5 photos. You can add 1 more photo.',
      variant: 'destructive',
    });
    expect(tiles()).toHaveLength(4);
    await pick(imageFile('d.jpg'));
    expect(tiles()).toHaveLength(5);
    await pick(imageFile('e.jpg'));
    expect(lastToast()).toMatchObject({ description: 'A sale can have at most 5 photos.' });
  });

  it('refuses changes while editing is disabled', async () => {
    await renderUploader(4, true);
    expect((screen.getByRole('button', { name: 'Choose photos' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => manager.addFiles([imageFile('a.jpg')], 'drop'));
    expect(lastToast()).toMatchObject({ title: 'Editing disabled' });
  });
});

describe('saved photos', () => {
  it('shows the thumbnail of a saved photo, or the photo itself when it has none', async () => {
    served.photos = [{ ...makePhoto(1, true), thumbnailUrl: '/uploads/1-thumb.webp' }, makePhoto(2)];
    await renderUploader(4);
    await flush(10);
    // SaleImage fetches the path (to check its type) and shows the bytes.
    const fetched = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/uploads/'));
    expect(fetched).toEqual(['/uploads/1-thumb.webp', '/uploads/2.webp']);
  });
});

describe('featured photo', () => {
  it('moves the star between New photos and falls back to the first when the featured one is removed', async () => {
    await renderUploader(null);
    await pick(imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg'));
    fireEvent.click(star(1));
    await flush();
    expect(featuredFlags()).toEqual([false, true, false]);
    fireEvent.click(star(1)); // pressing the featured one keeps it: there is always exactly one
    await flush();
    expect(featuredFlags()).toEqual([false, true, false]);
    fireEvent.click(bin(1));
    await flush(REMOVAL_ANIMATION_MS);
    expect(featuredFlags()).toEqual([true, false]);
  });

  it('stars a saved photo at once and features it on the server only when the changes are saved', async () => {
    served.photos = [makePhoto(1, true), makePhoto(2)];
    await renderUploader(4);
    fireEvent.click(star(1));
    await flush();
    expect(featuredFlags()).toEqual([false, true]);
    expect(manager.hasChanges).toBe(true);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/featured'))).toBe(false);

    fetchMock.mockImplementationOnce(async () => json([makePhoto(1), makePhoto(2, true)]));
    await act(async () => {
      await expect(manager.saveChanges(4)).resolves.toBe('none');
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/photos/2/featured',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ saleId: 4 }) }),
    );
    expect(featuredFlags()).toEqual([false, true]);
  });

  it('sends a starred New photo as featuredPhotoIndex among the uploaded files', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    await pick(imageFile('a.jpg'), imageFile('b.jpg'));
    fireEvent.click(star(2));
    await flush();
    expect(featuredFlags()).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(lastXhr().body?.get('featuredPhotoIndex')).toBe('1');
  });
});

describe('uploading', () => {
  it('has no Upload button for a sale that does not exist yet, and says when the photos go up', async () => {
    await renderUploader(null);
    await pick(imageFile('a.jpg'));
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getByTestId('photo-changes-note').textContent).toBe(
      '1 new photo is not uploaded yet. Photos will be uploaded when you save the garage sale.',
    );
    // Spec §8 'Cannot upload yet' stays the answer of an upload asked for without a sale.
    act(() => manager.upload());
    expect(lastToast()).toMatchObject({
      title: 'Cannot upload yet',
      description: 'Photos will be uploaded when you save the garage sale',
    });
  });

  it('leaves the New photos for the save when removals are waiting (no Upload button)', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    await pick(imageFile('a.jpg'));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    fireEvent.click(bin(0));
    await flush();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('shows progress, then replaces the New photos by the saved ones and refreshes the lists', async () => {
    await renderUploader(4);
    await pick(imageFile('a.jpg'), imageFile('b.jpg'));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await flush();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.dataset.state).toBe('indeterminate');
    const xhr = lastXhr();
    expect(xhr.body?.get('featuredPhotoIndex')).toBe('0');
    act(() => xhr.progress(50, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.dataset.state).toBe('loading');
    act(() => xhr.progress(100, 100));
    expect(bar.dataset.state).toBe('complete');

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(lastToast()).toMatchObject({ title: 'Upload in progress' });

    act(() => xhr.respond(201, [makePhoto(7, true), makePhoto(8)]));
    await flush();
    expect(lastToast()).toMatchObject({ title: 'Upload successful' });
    // The complete state stays in view a moment, then the bar goes.
    expect(screen.getByRole('progressbar').dataset.state).toBe('complete');
    await flush(PROGRESS_COMPLETE_MS - 1);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await flush(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(tiles().map((t) => t.dataset.kind)).toEqual(['saved', 'saved']);
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['/api/garage-sales', '/api/my-sales', '/api/garage-sales/4']),
    );
  });

  it('gives the keys of the photos it adds, and their ids once uploaded (issue 26: the items showing them)', async () => {
    served.photos = [makePhoto(3, true, 0)];
    await renderUploader(4);
    await flush();
    let keys: string[] = [];
    await act(async () => {
      keys = await manager.addFiles([imageFile('a.jpg'), imageFile('b.jpg')], 'picker');
    });
    expect(keys).toHaveLength(2);
    expect(tiles().map((t) => t.dataset.kind)).toEqual(['saved', 'new', 'new']);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await flush();
    // The server numbers the batch's sortOrder in the files' order; its ids need not follow it.
    act(() =>
      lastXhr().respond(201, [makePhoto(3, true, 0), makePhoto(9, false, 1), makePhoto(8, false, 2)]),
    );
    await flush();
    expect([...manager.uploaded]).toEqual([
      [keys[0], 9],
      [keys[1], 8],
    ]);
    await act(async () => {
      expect(
        await manager.addFiles([imageFile('c.jpg'), imageFile('d.jpg'), imageFile('e.jpg')], 'picker'),
      ).toEqual([]);
    });
    expect(lastToast()).toMatchObject({ title: 'Too many photos' });
  });

  it('uploads after a create through saveChanges and reports the outcome', async () => {
    await renderUploader(null);
    await expect(manager.saveChanges(9)).resolves.toBe('none');
    await pick(imageFile('a.jpg'));
    const outcome = manager.saveChanges(9);
    await flush(); // the marked photos' part comes first
    expect(lastXhr().url).toBe('/api/garage-sales/9/photos');
    act(() => lastXhr().respond(201, [makePhoto(11, true)]));
    await expect(outcome).resolves.toBe('ok');
    expect(client.getQueryData(['/api/garage-sales/9/photos'])).toEqual([makePhoto(11, true)]);
  });

  it('keeps the New photos and says why when the upload fails', async () => {
    await renderUploader(4);
    await pick(imageFile('a.jpg'));
    const outcome = manager.saveChanges(4);
    await flush(); // the marked photos' part comes first
    act(() => lastXhr().respond(400, { message: 'Too many photos' }));
    await expect(outcome).resolves.toBe('failed');
    await flush();
    expect(lastToast()).toMatchObject({
      title: 'Upload failed',
      description: 'Too many photos',
      variant: 'destructive',
    });
    expect(tiles()).toHaveLength(1);
    expect(tile(0).dataset.kind).toBe('new');
  });

  it('stays quiet about a failure when the wizard asks it to (the wizard warns instead)', async () => {
    await renderUploader(4);
    await pick(imageFile('a.jpg'));
    const outcome = manager.saveChanges(4, { quiet: true });
    await flush(); // the marked photos' part comes first
    act(() => lastXhr().respond(400, { message: 'Too many photos' }));
    await expect(outcome).resolves.toBe('failed');
    await flush();
    expect(lastToast()).toMatchObject({ title: 'Photos added' });
  });

  it('reloads the photo list after a time-out and counts a batch the server stored anyway as uploaded', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    await pick(imageFile('a.jpg'), imageFile('b.jpg'));
    const outcome = manager.saveChanges(4);
    await flush(); // the marked photos' part comes first
    const xhr = lastXhr();
    act(() => xhr.progress(100, 100));
    act(() => xhr.sent());
    served.photos = [makePhoto(1, true), makePhoto(2), makePhoto(3)];
    await flush(UPLOAD_ANSWER_TIMEOUT_MS);
    await expect(outcome).resolves.toBe('ok');
    expect(lastToast()).toMatchObject({ title: 'Upload successful' });
    expect(tiles().map((t) => t.dataset.kind)).toEqual(['saved', 'saved', 'saved']);
  });

  it('keeps the New photos after a time-out when the server did not store them', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    await pick(imageFile('a.jpg'));
    const outcome = manager.saveChanges(4);
    await flush(); // the marked photos' part comes first
    act(() => lastXhr().sent());
    await flush(UPLOAD_ANSWER_TIMEOUT_MS);
    await expect(outcome).resolves.toBe('failed');
    expect(lastToast()).toMatchObject({ title: 'Upload failed', description: TIMEOUT_MESSAGE });
    expect(tiles().map((t) => t.dataset.kind)).toEqual(['saved', 'new']);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/4/photos'))).toHaveLength(2);
  });

  it('refuses the Upload button while editing is disabled, but lets the wizard upload on save', async () => {
    const view = await renderUploader(4);
    await pick(imageFile('a.jpg'));
    view.rerender(
      <QueryClientProvider client={client}>
        <Harness saleId={4} disabled />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(lastToast()).toMatchObject({ title: 'Editing disabled' });
    // The wizard disables the step while it saves, then uploads the New photos to the sale.
    const outcome = manager.saveChanges(4);
    await flush(); // the marked photos' part comes first
    act(() => lastXhr().respond(201, [makePhoto(12, true)]));
    await expect(outcome).resolves.toBe('ok');
  });
});
