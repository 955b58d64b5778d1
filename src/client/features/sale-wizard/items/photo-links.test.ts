import { describe, expect, it } from 'vitest';
import type { SaleItemWrite } from '../../../../shared/schemas/sale-items';
import type { PhotoTile } from '../photos/photo-manager-types';
import {
  copiedKeyFor,
  copiedPhotoIdOf,
  copiedPhotoLinks,
  photoChoices,
  photoIdOf,
  relinkedItems,
  resolvePhotoKey,
  waitsForUpload,
} from './photo-links';

const tile = (key: string, removing = false): PhotoTile => ({
  key,
  kind: key.startsWith('new-') ? 'new' : 'saved',
  src: null,
  name: null,
  featured: false,
  removing,
  leaving: false,
});
const item = (name: string, photoId: number | null = null): SaleItemWrite => ({
  name,
  priceCents: null,
  priceNote: null,
  photoId,
  sold: false,
});

describe('photoChoices', () => {
  it('offers saved and New photos numbered as their tiles, but not those marked for removal', () => {
    expect(photoChoices([tile('saved-4'), tile('saved-5', true), tile('new-1')])).toEqual([
      { key: 'saved-4', number: 1, isNew: false },
      { key: 'new-1', number: 3, isNew: true },
    ]);
  });

  it("then the earlier sale's photos still to be copied (Post again), numbered among themselves", () => {
    expect(photoChoices([tile('new-1')], [12, 9])).toEqual([
      { key: 'new-1', number: 1, isNew: true },
      { key: 'copied-12', number: 1, isNew: false, copied: true },
      { key: 'copied-9', number: 2, isNew: false, copied: true },
    ]);
  });
});

describe("Post again: the earlier sale's photos an item shows", () => {
  const copyPhotos = { fromSaleId: 3, photoIds: [12, 9] };

  it('keys an item by the photo to be copied, and none for a photo left out or none at all', () => {
    expect(copiedKeyFor(9, copyPhotos)).toBe('copied-9');
    expect(copiedKeyFor(10, copyPhotos)).toBeNull();
    expect(copiedKeyFor(null, copyPhotos)).toBeNull();
    expect(copiedKeyFor(9, null)).toBeNull();
    expect(copiedPhotoIdOf('copied-9')).toBe(9);
    expect(copiedPhotoIdOf('saved-9')).toBeNull();
    expect(copiedPhotoIdOf(null)).toBeNull();
  });

  it("maps each copy to its original by the earlier sale's order, and an item waits for it", () => {
    const links = copiedPhotoLinks(copyPhotos.photoIds, [
      { id: 41, sortOrder: 1 },
      { id: 40, sortOrder: 0 },
    ]);
    expect([...links]).toEqual([
      ['copied-12', 40],
      ['copied-9', 41],
    ]);
    expect(waitsForUpload('copied-9', new Map())).toBe(true);
    expect(waitsForUpload('copied-9', links)).toBe(false);
    expect(photoIdOf('copied-9', links)).toBe(41);
    expect(relinkedItems([item('Crib')], ['copied-9'], [500], links)).toEqual([
      { ...item('Crib', 41), id: 500 },
    ]);
  });

  it('links nothing when a photo was not copied (deleted there meanwhile): no item shows the wrong one', () => {
    expect(copiedPhotoLinks([12, 9], [{ id: 40, sortOrder: 0 }]).size).toBe(0);
  });
});

describe('staged keys to photo ids', () => {
  const uploaded = new Map([['new-2', 31]]);

  it('reads a saved key as its id, an uploaded New key as the id the server gave it, others as none', () => {
    expect(photoIdOf('saved-7', uploaded)).toBe(7);
    expect(photoIdOf('new-2', uploaded)).toBe(31);
    expect(photoIdOf('new-3', uploaded)).toBeNull();
    expect(photoIdOf(null, uploaded)).toBeNull();
    expect(resolvePhotoKey('new-2', uploaded)).toBe('saved-31');
    expect(resolvePhotoKey('saved-7', uploaded)).toBe('saved-7');
  });

  it('says which keys wait for an upload', () => {
    expect(waitsForUpload('new-3', uploaded)).toBe(true);
    expect(waitsForUpload('new-2', uploaded)).toBe(false);
    expect(waitsForUpload('saved-7', uploaded)).toBe(false);
    expect(waitsForUpload(null, uploaded)).toBe(false);
  });
});

describe('relinkedItems', () => {
  const sent = [item('Crib'), item('Lamp', 7), item('Desk')];

  it('sends the items again with their stored ids and the ids of the New photos they waited for', () => {
    const uploaded = new Map([
      ['new-1', 40],
      ['new-2', 41],
    ]);
    expect(relinkedItems(sent, ['new-2', null, 'new-1'], [100, 101, 102], uploaded)).toEqual([
      { ...item('Crib', 41), id: 100 },
      { ...item('Lamp', 7), id: 101 },
      { ...item('Desk', 40), id: 102 },
    ]);
  });

  it('makes no second call when no item waited, or when the photos they waited for did not go up', () => {
    expect(relinkedItems(sent, [null, null, null], [100, 101, 102], new Map([['new-1', 40]]))).toBeNull();
    expect(relinkedItems(sent, ['new-1', null, null], [100, 101, 102], new Map())).toBeNull();
  });

  it('leaves an item without its photo when only another one went up', () => {
    const relinked = relinkedItems(sent, ['new-1', null, 'new-9'], [100, 101, 102], new Map([['new-1', 40]]));
    expect(relinked?.map((one) => one.photoId)).toEqual([40, 7, null]);
  });
});
