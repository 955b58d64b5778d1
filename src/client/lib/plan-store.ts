import { MAX_PLAN_STOPS } from '../../shared/planner/plan';
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

export type PlanChange = { ok: true; ids: number[] } | { ok: false; message: string };

export const PLAN_FULL_MESSAGE = `A plan has at most ${MAX_PLAN_STOPS} stops`;

/** The plan with these sales added at the end (those already in it stay where they are). */
export function withSales(plan: number[], added: number[]): PlanChange {
  const ids = [...plan, ...added.filter((id, index) => !plan.includes(id) && added.indexOf(id) === index)];
  return ids.length > MAX_PLAN_STOPS ? { ok: false, message: PLAN_FULL_MESSAGE } : { ok: true, ids };
}

export function withoutSale(plan: number[], saleId: number): number[] {
  return plan.filter((id) => id !== saleId);
}

/**
 * A guest's plan joined to the account's at sign-in: the account's stops first, then the guest's new
 * ones, as many as fit. Nothing is lost silently: `left` are the ones that did not fit.
 */
export function mergePlans(account: number[], guest: number[]): { ids: number[]; left: number[] } {
  const added = guest.filter((id) => !account.includes(id));
  const room = Math.max(0, MAX_PLAN_STOPS - account.length);
  return { ids: [...account, ...added.slice(0, room)], left: added.slice(room) };
}
