import { useRef, useState } from 'react';
import {
  centsToDollarsText,
  ITEM_NAME_REQUIRED_MESSAGE,
  MAX_ITEMS_PER_SALE,
  parseDollars,
  type SaleItem,
  type SaleItemWrite,
} from '../../../../shared/schemas/sale-items';
import { copiedPhotoIdOf, photoIdOf, relinkedItems, waitsForUpload } from './photo-links';

export type PriceKind = 'none' | 'price' | 'free' | 'offer';

/** One item as the seller edits it: the price as typed, checked when the sale is saved. */
export interface ItemDraft {
  key: string;
  id?: number;
  name: string;
  kind: PriceKind;
  amount: string;
  /** The chosen photo's tile key (`saved-<id>`, or `new-<n>` for a New photo: photo-links.ts), or null. */
  photoKey: string | null;
  sold: boolean;
}

export interface ItemErrors {
  name?: string;
  amount?: boolean;
}

/**
 * An item the wizard starts with: a stored one (with its id), or one without an id yet, copied by Post again
 * or kept in a draft (issue 26), which the new sale's body creates.
 */
export type StartItem = Omit<SaleItem, 'id'> & {
  id?: number | undefined;
  /** A draft's link to one of its New photos (its tile key once they are given back); wins over photoId. */
  photoKey?: string | null | undefined;
};

function draftsOf(items: readonly StartItem[], decimalComma: boolean): ItemDraft[] {
  return items.map((item, index) => ({
    key: item.id === undefined ? `start-${index}` : `saved-${item.id}`,
    ...(item.id === undefined ? {} : { id: item.id }),
    name: item.name,
    kind: item.priceCents !== null ? 'price' : (item.priceNote ?? 'none'),
    amount: item.priceCents !== null ? centsToDollarsText(item.priceCents, decimalComma) : '',
    photoKey: item.photoKey ?? (item.photoId === null ? null : `saved-${item.photoId}`),
    sold: item.sold,
  }));
}

/** What is wrong with a draft: its name (the shared schema's message) or its amount. */
export function draftErrors(draft: ItemDraft): ItemErrors {
  const name = draft.name.trim();
  return {
    ...(name.length === 0 ? { name: ITEM_NAME_REQUIRED_MESSAGE } : {}),
    ...(draft.kind === 'price' && parseDollars(draft.amount) === undefined ? { amount: true } : {}),
  };
}

const NOTHING_UPLOADED: ReadonlyMap<string, number> = new Map();

function toWrite(draft: ItemDraft, uploaded: ReadonlyMap<string, number>): SaleItemWrite {
  const priceCents = draft.kind === 'price' ? (parseDollars(draft.amount) ?? null) : null;
  const priceNote = draft.kind === 'free' || draft.kind === 'offer' ? draft.kind : null;
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    priceCents,
    priceNote,
    photoId: photoIdOf(draft.photoKey, uploaded),
    sold: draft.sold,
  };
}

/**
 * Issue 26: the sale's items in the wizard, beside the form (they are sent with the sale's body). Checked
 * when the green button is pressed: `showErrors` then marks the wrong ones.
 */
/** The items as a draft keeps them (issue 26): without ids, an amount that is not a price yet as none. */
export function itemsToKeep(drafts: readonly ItemDraft[]): StartItem[] {
  return drafts.map((draft) => {
    const { id: _id, ...item } = toWrite(draft, NOTHING_UPLOADED);
    // A draft's item keeps the earlier sale's photo it shows (Post again) by that photo's id; the New
    // photos' links are kept beside the draft (drafts/draft-photo-links.ts).
    return { ...item, photoId: copiedPhotoIdOf(draft.photoKey), sold: false };
  });
}

export function useItemDrafts(initial: readonly StartItem[], decimalComma: boolean) {
  const [drafts, setDrafts] = useState<ItemDraft[]>(() => draftsOf(initial, decimalComma));
  const [showErrors, setShowErrors] = useState(false);
  const nextKey = useRef(0);
  const initialText = useRef(JSON.stringify(drafts));

  const change = (key: string, patch: Partial<ItemDraft>) =>
    setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const add = () => {
    nextKey.current += 1;
    const key = `new-${nextKey.current}`;
    setDrafts((list) =>
      list.length >= MAX_ITEMS_PER_SALE
        ? list
        : [...list, { key, name: '', kind: 'none', amount: '', photoKey: null, sold: false }],
    );
    return key;
  };
  const remove = (key: string) => setDrafts((list) => list.filter((draft) => draft.key !== key));
  const move = (key: string, by: -1 | 1) =>
    setDrafts((list) => {
      const at = list.findIndex((draft) => draft.key === key);
      const to = at + by;
      if (at < 0 || to < 0 || to >= list.length) return list;
      const copy = [...list];
      [copy[at], copy[to]] = [copy[to] as ItemDraft, copy[at] as ItemDraft];
      return copy;
    });

  // What the save sent, and which items waited for a New photo then: relink() sends them once it is up.
  const sent = useRef<{ items: SaleItemWrite[]; waiting: (string | null)[] }>({ items: [], waiting: [] });

  /**
   * The body's items, or undefined (and the errors shown) when one is wrong. `uploaded` gives the ids of
   * New photos already up; an item showing a New photo not up yet goes without it until relink().
   */
  const validItems = (uploaded: ReadonlyMap<string, number>): SaleItemWrite[] | undefined => {
    const wrong = drafts.some((draft) => Object.keys(draftErrors(draft)).length > 0);
    setShowErrors(wrong);
    if (wrong) return undefined;
    const items = drafts.map((draft) => toWrite(draft, uploaded));
    const waiting = drafts.map((draft) => (waitsForUpload(draft.photoKey, uploaded) ? draft.photoKey : null));
    sent.current = { items, waiting };
    return items;
  };

  /** Once the save's New photos are up: the items again with their stored ids and photos, or null. */
  const relink = (storedIds: readonly number[], uploaded: ReadonlyMap<string, number>) =>
    relinkedItems(sent.current.items, sent.current.waiting, storedIds, uploaded);

  return {
    drafts,
    showErrors,
    change,
    add,
    remove,
    move,
    validItems,
    relink,
    changed: JSON.stringify(drafts) !== initialText.current,
  };
}

export type ItemDrafts = ReturnType<typeof useItemDrafts>;
