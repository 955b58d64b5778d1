import * as z from 'zod/mini';
import { PlanAnswerSchema, PlanRequestSchema } from '../../../shared/schemas/plan';
import { SaleSchema } from '../../../shared/schemas/sale';
import { LAST_PLAN_KEY } from '../../lib/offline';

/**
 * The last route planned in this browser, with what the route sheet shows of its sales: the planner and
 * its sheet open offline from this alone (issue 11, "Take it along"), whatever the network cache kept.
 * It holds the shopper's start point, so it stays on this device, is never sent anywhere, and signing
 * out forgets it (lib/offline.ts).
 */

export const LastPlanSchema = z.object({
  request: PlanRequestSchema,
  answer: PlanAnswerSchema,
  /** What the start was called on screen: 'Your location' or the address typed. */
  startLabel: z.string(),
  sales: z.array(SaleSchema),
  /** When it was planned (ISO instant), said on screen so nothing pretends to be live. */
  plannedAt: z.string(),
});
export type LastPlan = z.infer<typeof LastPlanSchema>;

export function readLastPlan(): LastPlan | null {
  try {
    const raw = localStorage.getItem(LAST_PLAN_KEY);
    if (raw === null) return null;
    const parsed = LastPlanSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLastPlan(plan: LastPlan): void {
  try {
    localStorage.setItem(LAST_PLAN_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or refused: the route still shows, it just will not be there offline.
  }
}

/** Whether a kept route is about these very stops (in any order): else it is not shown for them. */
export function isRouteFor(plan: LastPlan, saleIds: number[]): boolean {
  const planned = plan.request.stops.map((stop) => stop.saleId).sort((a, b) => a - b);
  const wanted = [...saleIds].sort((a, b) => a - b);
  return planned.length === wanted.length && planned.every((id, index) => id === wanted[index]);
}
