import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { PositionSchema } from '../../../../shared/schemas/common';
import type { SortOrder } from './sort-sales';

/** Where distances are measured from, and how the shopper named it ('your location' or the address). */
export const ShopperPlaceSchema = z.object({
  position: PositionSchema,
  label: z.string().check(z.maxLength(300)),
});
export type ShopperPlace = z.infer<typeof ShopperPlaceSchema>;

/**
 * Kept for this tab only (sessionStorage), never in the URL nor sent to the server: a shared link must not
 * carry where its sender lives, and a reload should not ask for the position again.
 */
const PLACE_KEY = 'explore.near-me';
const SORT_KEY = 'explore.sort';

function readPlace(): ShopperPlace | null {
  try {
    const stored = sessionStorage.getItem(PLACE_KEY);
    const parsed = stored ? ShopperPlaceSchema.safeParse(JSON.parse(stored)) : undefined;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null; // Storage refused (private mode) or not JSON: start without a place.
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the place still holds for this page.
  }
}

export interface NearMe {
  place: ShopperPlace | null;
  sort: SortOrder;
  setPlace: (place: ShopperPlace) => void;
  setSort: (sort: SortOrder) => void;
  clear: () => void;
}

/** The shopper's place and the list's order, in memory and in this tab's sessionStorage. */
export function useNearMe(): NearMe {
  const [place, setPlaceState] = useState<ShopperPlace | null>(readPlace);
  const [sort, setSortState] = useState<SortOrder>(() =>
    place && readSort() === 'nearest' ? 'nearest' : 'soonest',
  );
  const setPlace = useCallback((next: ShopperPlace) => {
    write(PLACE_KEY, JSON.stringify(next));
    setPlaceState(next);
  }, []);
  const setSort = useCallback((next: SortOrder) => {
    write(SORT_KEY, next);
    setSortState(next);
  }, []);
  const clear = useCallback(() => {
    write(PLACE_KEY, null);
    write(SORT_KEY, null);
    setPlaceState(null);
    setSortState('soonest');
  }, []);
  return { place, sort, setPlace, setSort, clear };
}

function readSort(): string | null {
  try {
    return sessionStorage.getItem(SORT_KEY);
  } catch {
    return null;
  }
}
