import { describe, expect, it } from 'vitest';
import type { SaleItemWrite } from '../../../../shared/schemas/sale-items';
import type { PhotoTile } from '../photos/photo-manager-types';
import { photoChoices, photoIdOf, relinkedItems, resolvePhotoKey, waitsForUpload } from './photo-links';

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
