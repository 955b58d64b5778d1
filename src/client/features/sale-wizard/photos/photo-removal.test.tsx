// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastXhr } from '../../../test-support/fake-xhr';
import { json, lastToast } from '../../../test-support/render';
import { imageFile, makePhoto } from '../../../test-support/sale';
import {
  bin,
  featuredFlags,
  fetchMock,
  flush,
  manager,
  pick,
  renderUploader,
  served,
  setUpUploaderTests,
  tile,
  tiles,
} from './photo-uploader.fixtures';
import { REMOVAL_ANIMATION_MS } from './use-removal-animation';

/** Removing photos (spec §4), and in edit mode only when the changes are saved (issue 22). */
setUpUploaderTests();

describe('removing photos', () => {
  it('animates a New photo out over 300 ms, then drops it and its preview URL', async () => {
    await renderUploader(null);
    await pick(imageFile('a.jpg'), imageFile('b.jpg'));
    fireEvent.click(bin(0));
    await flush();
    expect(lastToast()).toMatchObject({ title: 'Photo removed' });
    expect(tile(0).dataset.leaving).toBe('true');
    expect(tile(0).className).toContain('opacity-0');
    await flush(REMOVAL_ANIMATION_MS - 1);
    expect(tiles()).toHaveLength(2);
    await flush(1);
    expect(tiles()).toHaveLength(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
  });

  it('skips the animation for people who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    await renderUploader(null);
    await pick(imageFile('a.jpg'));
    fireEvent.click(bin(0));
    await flush();
    expect(tiles()).toHaveLength(0);
  });

  it('marks a saved photo for removal, with Undo, and deletes nothing on the server', async () => {
    served.photos = [makePhoto(1, true), makePhoto(2)];
    await renderUploader(4);
    fireEvent.click(bin(0));
    await flush(REMOVAL_ANIMATION_MS);
    expect(lastToast()).toMatchObject({ title: 'Photo removed' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(tiles()).toHaveLength(2);
    expect(tile(0).dataset.removing).toBe('true');
    expect(tile(0).getAttribute('aria-label')).toContain('will be removed when you save');
    // The star goes to the first photo that stays.
    expect(featuredFlags()).toEqual([false, true]);
    expect(screen.getByTestId('photo-changes-note').textContent).toContain('1 photo will be removed.');
    expect(manager.room).toBe(4);

    fireEvent.click(within(tile(0)).getByRole('button', { name: 'Keep photo 1' }));
    await flush();
    expect(tile(0).dataset.removing).toBe('false');
    expect(featuredFlags()).toEqual([true, false]);
    expect(manager.hasChanges).toBe(false);
  });

  it('keeps the focus on the tile when Remove turns into Undo', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    bin(0).focus();
    fireEvent.click(bin(0));
    await flush();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Keep photo 1');
  });

  it('refuses Undo when the photo no longer fits beside the New ones', async () => {
    served.photos = [makePhoto(1, true), makePhoto(2), makePhoto(3), makePhoto(4), makePhoto(5)];
    await renderUploader(4);
    fireEvent.click(bin(4));
    await pick(imageFile('a.jpg'));
    fireEvent.click(within(tile(4)).getByRole('button', { name: 'Keep photo 5' }));
    await flush();
    expect(lastToast()).toMatchObject({ title: 'Too many photos' });
    expect(tile(4).dataset.removing).toBe('true');
  });

  it('deletes the marked photos when the changes are saved, before the New ones go up', async () => {
    served.photos = [makePhoto(1, true), makePhoto(2), makePhoto(3), makePhoto(4), makePhoto(5)];
    await renderUploader(4);
    fireEvent.click(bin(0));
    await pick(imageFile('a.jpg'));
    const order: string[] = [];
    fetchMock.mockImplementationOnce(async (input: string, init?: RequestInit) => {
      order.push(`${init?.method} ${input}`);
      return new Response(null, { status: 204 });
    });
    const outcome = manager.saveChanges(4, { quiet: true });
    await flush();
    order.push(`POST ${lastXhr().url}`);
    expect(order).toEqual(['DELETE /api/photos/1', 'POST /api/garage-sales/4/photos']);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/photos/1',
      expect.objectContaining({ method: 'DELETE', body: JSON.stringify({ saleId: 4 }) }),
    );
    act(() =>
      lastXhr().respond(201, [makePhoto(2, true), makePhoto(3), makePhoto(4), makePhoto(5), makePhoto(6)]),
    );
    await expect(outcome).resolves.toBe('ok');
    await flush(REMOVAL_ANIMATION_MS);
    expect(tiles().map((t) => t.dataset.kind)).toEqual(['saved', 'saved', 'saved', 'saved', 'saved']);
  });

  it("says 'Photo deleted' once the server has deleted the marked photos, and animates them out", async () => {
    served.photos = [makePhoto(1, true), makePhoto(2)];
    await renderUploader(4);
    fireEvent.click(bin(0));
    fetchMock.mockImplementationOnce(async () => new Response(null, { status: 204 }));
    await act(async () => {
      await expect(manager.saveChanges(4)).resolves.toBe('none');
    });
    expect(lastToast()).toMatchObject({ title: 'Photo deleted' });
    expect(tile(0).dataset.leaving).toBe('true');
    await flush(REMOVAL_ANIMATION_MS);
    expect(tiles()).toHaveLength(1);
    expect(featuredFlags()).toEqual([true]);
  });

  it('says "Delete failed" with the server message and keeps the photo marked', async () => {
    served.photos = [makePhoto(1, true)];
    await renderUploader(4);
    fireEvent.click(bin(0));
    fetchMock.mockImplementationOnce(async () => json({ message: 'You cannot change this sale' }, 403));
    await act(async () => {
      await expect(manager.saveChanges(4, { quiet: true })).resolves.toBe('delete-failed');
    });
    expect(lastToast()).toMatchObject({
      title: 'Delete failed',
      description: 'You cannot change this sale',
      variant: 'destructive',
    });
    expect(tiles()).toHaveLength(1);
    expect(tile(0).dataset.removing).toBe('true');
  });
});
