// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss } from '../../lib/use-toast';
import { shareSale } from './share';

const shownToasts = () => currentToasts().filter((t) => t.open);

afterEach(() => {
  dismiss();
  vi.unstubAllGlobals();
});

describe('shareSale', () => {
  it("shares the sale's own page through the share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share });
    await shareSale({ id: 12, title: 'Big Sale' }, 'https://sales.example');
    expect(share).toHaveBeenCalledWith({ title: 'Big Sale', url: 'https://sales.example/garage-sales/12' });
  });

  it("copies the link and says 'Link copied' without a share sheet", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await shareSale({ id: 12, title: 'Big Sale' }, 'https://sales.example');
    expect(writeText).toHaveBeenCalledWith('https://sales.example/garage-sales/12');
    expect(shownToasts()).toEqual([
      expect.objectContaining({ title: 'Link copied', description: 'Garage sale link copied to clipboard' }),
    ]);
  });

  it("says 'Share failed' when sharing throws, and nothing when the user cancels", async () => {
    vi.stubGlobal('navigator', {
      share: vi.fn(async () => {
        throw new DOMException('cancelled', 'AbortError');
      }),
    });
    await shareSale({ id: 12, title: 'Big Sale' });
    expect(shownToasts()).toEqual([]);

    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('no'))) },
    });
    await shareSale({ id: 12, title: 'Big Sale' });
    expect(shownToasts()).toEqual([
      expect.objectContaining({ title: 'Share failed', variant: 'destructive' }),
    ]);
  });
});
