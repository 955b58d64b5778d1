import { PlanSaleIdsSchema } from '../../shared/schemas/plan-store';

/** Where a guest's plan lives (issue 11): this browser only. A signed-in shopper's is on the account. */
export const GUEST_PLAN_KEY = 'gsf:plan';

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: number[] } | undefined;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // A browser that refuses storage (privacy settings): the plan lasts as long as the page.
    return undefined;
  }
}

let memoryPlan: number[] = [];

/** The guest's plan; what another tab or a hand-edited store left unreadable counts as empty. */
export function readGuestPlan(): number[] {
  const store = storage();
  if (!store) return memoryPlan;
  const raw = store.getItem(GUEST_PLAN_KEY);
  // The same array while nothing changed, as useSyncExternalStore needs.
  if (cached && cached.raw === raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed = PlanSaleIdsSchema.safeParse(raw === null ? { saleIds: [] } : JSON.parse(raw));
    ids = parsed.success ? parsed.data.saleIds : [];
  } catch {
    ids = [];
  }
  cached = { raw, ids };
  return ids;
}

export function writeGuestPlan(ids: number[]): void {
  const store = storage();
  if (!store) memoryPlan = ids;
  else if (ids.length === 0) store.removeItem(GUEST_PLAN_KEY);
  else store.setItem(GUEST_PLAN_KEY, JSON.stringify({ saleIds: ids }));
  for (const listener of listeners) listener();
}

/** Changes made here and in other tabs (the storage event) reach every subscriber. */
export function subscribeGuestPlan(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_PLAN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
