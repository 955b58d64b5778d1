// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyWizardValues } from '../wizard-values';
import { draftItems, draftToWizardValues, newerDraft, readLocalDraft, writeLocalDraft } from './draft-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const body = { values: { title: 'Moving sale' }, step: 3, copyPhotos: null };

describe('the wizard draft in this browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is kept per account: another account on this device does not see it', () => {
    writeLocalDraft(7, body);
    expect(readLocalDraft(7)).toMatchObject(body);
    expect(readLocalDraft(8)).toBeNull();
    expect(readLocalDraft(null)).toBeNull();
  });

  it('is gone 30 days after it was saved, and an unreadable one is dropped', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-05-01T12:00:00Z'));
    writeLocalDraft(7, body);
    vi.setSystemTime(Date.parse('2026-05-01T12:00:00Z') + 30 * DAY_MS);
    expect(readLocalDraft(7)).toBeNull();
    expect(localStorage.length).toBe(0);
    localStorage.setItem('gsf:sale-draft:7', '{not json');
    expect(readLocalDraft(7)).toBeNull();
  });

  it('resumes the newer of two drafts', () => {
    const older = { ...body, updatedAt: '2026-05-01T12:00:00.000Z' };
    const newer = { ...body, updatedAt: '2026-05-02T12:00:00.000Z' };
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(null, older)).toBe(older);
    expect(newerDraft(null, null)).toBeNull();
  });

  it("keeps the wizard's fields of the right type, empties the others, and lets unknown ones ride along", () => {
    const items = [{ name: 'Crib', priceCents: 2000 }];
    const values = draftToWizardValues({
      title: 42,
      city: 'Stony Plain',
      categoryIds: [2, 'x'],
      items,
      extra: 1,
    });
    expect(values).toEqual({ ...emptyWizardValues(), city: 'Stony Plain', categoryIds: [2], extra: 1 });
  });

  it('gives back the items a draft kept, as new ones (no id, photo or sold), and none from garbage', () => {
    const kept = [
      { id: 9, name: 'Crib', priceCents: 2000, priceNote: null, photoId: 4, sold: true },
      { name: 'Bike', priceCents: null, priceNote: 'offer' },
    ];
    expect(draftItems({ items: kept })).toEqual([
      { name: 'Crib', priceCents: 2000, priceNote: null, photoId: null, sold: false },
      { name: 'Bike', priceCents: null, priceNote: 'offer', photoId: null, sold: false },
    ]);
    expect(draftItems({ items: [{ name: '' }] })).toEqual([]);
    expect(draftItems({ items: 'crib' })).toEqual([]);
    expect(draftItems({})).toEqual([]);
  });
});
