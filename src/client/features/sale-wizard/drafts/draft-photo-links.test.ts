import { describe, expect, it } from 'vitest';
import { photoLinksOf, readPhotoLinks, restorePhotos } from './draft-photo-links';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe("a draft's New photos and their items' links (issue 26)", () => {
  it('keeps places, not keys: the featured photo and each item’s photo among the New ones', () => {
    expect(photoLinksOf('s1', ['new-3', 'new-7'], 'new-7', ['new-7', null, 'new-9', 'new-3'])).toEqual({
      set: 's1',
      count: 2,
      featured: 1,
      items: [1, null, null, 0],
    });
  });

  it('gives back the kept files in their order, with the featured one and the items linked again', () => {
    const links = photoLinksOf('s1', ['new-3', 'new-7'], 'new-7', ['new-7', null]);
    const kept = { set: 's1', savedAt: Date.now(), files: [file('a.jpg'), file('b.jpg')] };
    const restored = restorePhotos(readPhotoLinks({ title: 'x', newPhotos: links }), kept);
    expect(restored.photos.map((photo) => [photo.key, photo.file.name])).toEqual([
      ['new-draft-0', 'a.jpg'],
      ['new-draft-1', 'b.jpg'],
    ]);
    expect(restored.featuredKey).toBe('new-draft-1');
    expect(restored.itemKeys).toEqual(['new-draft-1', null]);
    expect(restored.missing).toBe(0);
  });

  it("says how many photos are missing when this browser keeps another draft's, or none", () => {
    const links = photoLinksOf('s2', ['new-1', 'new-2'], null, ['new-1']);
    const other = { set: 's1', savedAt: Date.now(), files: [file('a.jpg')] };
    for (const kept of [other, null]) {
      const restored = restorePhotos(links, kept);
      expect(restored.photos).toEqual([]);
      expect(restored.itemKeys).toEqual([]);
      expect(restored.missing).toBe(2);
    }
    expect(restorePhotos(null, other).missing).toBe(0);
    expect(readPhotoLinks({ newPhotos: { set: 's', count: -1, featured: null, items: [] } })).toBeNull();
  });
});
