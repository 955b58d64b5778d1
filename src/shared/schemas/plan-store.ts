import * as z from 'zod/mini';
import { MAX_PLAN_STOPS } from '../planner/plan';
import { intSchema } from './common';

export const PLAN_LIMIT_MESSAGE = `A plan has at most ${MAX_PLAN_STOPS} stops`;
export const PLAN_SALE_GONE_MESSAGE = 'This sale is no longer listed';

const SaleIdSchema = intSchema('Use a sale id').check(z.positive('Use a sale id'), z.lte(2_147_483_647));

/**
 * GET and PUT /api/plan: the sales a shopper means to visit, in the order they were added. A set: the
 * planner decides the order of the visits. zod/mini: the plan button of Explore reads it (see common.ts).
 */
export const PlanSaleIdsSchema = z.object({
  saleIds: z.array(SaleIdSchema, { message: 'Send the plan as a list of sale ids' }).check(
    z.maxLength(MAX_PLAN_STOPS, PLAN_LIMIT_MESSAGE),
    z.refine((ids) => new Set(ids).size === ids.length, 'Each sale may be in the plan only once'),
  ),
});
export type PlanSaleIds = z.infer<typeof PlanSaleIdsSchema>;
