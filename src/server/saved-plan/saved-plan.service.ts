import type { PlanSaleIds } from '../../shared/schemas/plan-store';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { BadRequestError } from '../errors';
import { deletePlanSalesExcept, insertPlanSales, listPlanSaleIds, lockVisibleSales } from './saved-plan.repo';
import { SALE_GONE_MESSAGE } from './saved-plan-messages';

/** The signed-in shopper's plan (issue 11): the sales they mean to visit, on any device. */
export async function planSaleIds(db: Db, user: SessionUser): Promise<PlanSaleIds> {
  return { saleIds: await listPlanSaleIds(db, user.id) };
}

/**
 * Replaces the plan with these sales, all or nothing: a sale that does not exist or is hidden from the
 * public refuses the whole change (400, its place in the list named), and the plan stays as it was.
 */
export async function replacePlan(db: Db, user: SessionUser, { saleIds }: PlanSaleIds): Promise<PlanSaleIds> {
  await db.transaction(async (tx) => {
    const visible = await lockVisibleSales(tx, saleIds);
    const issues = saleIds.flatMap((id, index) =>
      visible.has(id) ? [] : [{ path: `saleIds.${index}`, message: SALE_GONE_MESSAGE }],
    );
    const [first] = issues;
    if (first) throw new BadRequestError(first.message, issues);
    await deletePlanSalesExcept(tx, user.id, saleIds);
    await insertPlanSales(tx, user.id, saleIds);
  });
  return planSaleIds(db, user);
}
