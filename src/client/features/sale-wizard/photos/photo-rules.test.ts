import { describe, expect, it } from 'vitest';
import { makePhoto } from '../../../test-support/sale';
import {
  featuredKey,
  featuredUploadIndex,
  fitsLimit,
  savedKey,
  sortSaved,
  uploadedPhotoIds,
  withoutPhoto,
} from './photo-rules';

const photo = makePhoto;
const pending = (...keys: string[]) => keys.map((key) => ({ key }));

describe('featuredKey (spec §4: exactly one featured photo)', () => {
  it('makes the first photo featured when none is', () => {
    expect(featuredKey([photo(1), photo(2)], pending('new-1'), null)).toBe('saved-1');
    expect(featuredKey([], pending('new-1', 'new-2'), null)).toBe('new-1');
    expect(featuredKey([], [], null)).toBeNull();
  });

  it('keeps only the first when several are featured', () => {
    expect(featuredKey([photo(1), photo(2, true), photo(3, true)], [], null)).toBe('saved-2');
  });

  it('lets a starred New photo win over the saved featured one', () => {
    expect(featuredKey([photo(1, true)], pending('new-1', 'new-2'), 'new-2')).toBe('new-2');
  });

  it('forgets a starred New photo that was removed: the first remaining one is featured', () => {
    expect(featuredKey([], pending('new-2'), 'new-1')).toBe('new-2');
  });
});

describe('featuredUploadIndex', () => {
  it('is the index among the uploaded files, or nothing when the featured photo is a saved one', () => {
    expect(featuredUploadIndex(pending('new-1', 'new-2'), 'new-2')).toBe(1);
    expect(featuredUploadIndex(pending('new-1'), 'saved-4')).toBeUndefined();
    expect(featuredUploadIndex(pending('new-1'), null)).toBeUndefined();
  });
});

describe('fitsLimit (spec §5: existing, pending and new together at most 5)', () => {
  it('allows five and refuses a sixth', () => {
    expect(fitsLimit(2, 1, 2)).toBe(true);
    expect(fitsLimit(2, 1, 3)).toBe(false);
    expect(fitsLimit(0, 0, 6)).toBe(false);
  });
});

describe('withoutPhoto', () => {
  it('makes the first remaining photo featured when the featured one is deleted', () => {
    const after = withoutPhoto([photo(3), photo(1, true), photo(2)], 1);
    expect(after.map((p) => [p.id, p.isFeatured])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('leaves the featured photo alone when another one is deleted', () => {
    const after = withoutPhoto([photo(1, true), photo(2)], 2);
    expect(after).toEqual([photo(1, true)]);
  });
});

describe('sortSaved and savedKey', () => {
  it('orders by sortOrder then id', () => {
    expect(sortSaved([photo(2, false, 0), photo(1, false, 1), photo(3, false, 0)]).map(savedKey)).toEqual([
      'saved-2',
      'saved-3',
      'saved-1',
    ]);
  });
});

describe('uploadedPhotoIds (issue 26: the ids of the New photos an item may show)', () => {
  const answer = [
    { ...photo(3), sortOrder: 0 },
    { ...photo(12), sortOrder: 2 },
    { ...photo(11), sortOrder: 1 },
    { ...photo(13), sortOrder: 3 },
  ];

  it("gives the batch's keys the photos not known before, in the files' order (sortOrder)", () => {
    expect(uploadedPhotoIds(['new-5', 'new-6'], answer.slice(0, 3), new Set([3]))).toEqual(
      new Map([
        ['new-5', 11],
        ['new-6', 12],
      ]),
    );
  });

  it('takes the last of the unknown photos (copies made before the upload come first)', () => {
    expect(uploadedPhotoIds(['new-5'], answer, new Set())).toEqual(new Map([['new-5', 13]]));
  });

  it('gives nothing when the answer holds fewer new photos than the batch', () => {
    expect(uploadedPhotoIds(['new-5', 'new-6'], answer.slice(0, 2), new Set([3]))).toEqual(new Map());
  });
});
