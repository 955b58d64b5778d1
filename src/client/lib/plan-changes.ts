import { MAX_PLAN_STOPS } from '../../shared/planner/plan';

/** A plan's changes (issue 11), the same for a guest's plan and an account's. */

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
