import type { Locale } from '../../shared/i18n/locales';
import { minutesOf, timeOf } from '../../shared/open-now';
import { type PlanStop, planRoute, stopFromSale } from '../../shared/planner/plan';
import type { PlanAnswer, PlanRequest } from '../../shared/schemas/plan';
import type { Sale } from '../../shared/schemas/sale';
import { completedReason, leftOutReason, notListedReason } from './left-out-reasons';
import { drivingTimes, type RouterDeps, routeLine } from './road-router';

export const NOT_LISTED_REASON = notListedReason('en');
export const COMPLETED_REASON = completedReason('en');

export interface PlanDeps extends RouterDeps {
  /** Visible sales by id (the sales module's batch loader). */
  loadSale: (id: number) => Promise<Sale | undefined>;
}

/**
 * The shopper's route for one day over the chosen sales, with the router's driving times when one is
 * configured. Sales that are gone, completed or closed that day are left out with a reason, not refused:
 * a saved list may hold such sales, said in `locale`. Nothing of the request is stored.
 */
export async function planSaleRoute(
  deps: PlanDeps,
  request: PlanRequest,
  locale: Locale,
): Promise<PlanAnswer> {
  const sales = await Promise.all(request.stops.map((stop) => deps.loadSale(stop.saleId)));
  const leftOut: { saleId: number; reason: string }[] = [];
  const stops: PlanStop[] = [];
  request.stops.forEach(({ saleId }, index) => {
    const sale = sales[index];
    if (!sale) leftOut.push({ saleId, reason: notListedReason(locale) });
    else if (sale.isCompleted) leftOut.push({ saleId, reason: completedReason(locale) });
    else stops.push(stopFromSale(sale, request.startDate));
  });
  const points = [request.start, ...stops.map((stop) => stop.position)];
  const travel = stops.length > 0 ? await drivingTimes(deps, points) : undefined;
  const plan = planRoute({
    start: request.start,
    date: request.startDate,
    startMinutes: minutesOf(request.startTime) ?? 0,
    stayMinutes: request.stayMinutes,
    stops,
    travel: travel?.minutes ?? [[0]],
    explain: leftOutReason(locale),
  });
  const byId = new Map(stops.map((stop) => [stop.id, stop.position]));
  const legs =
    travel?.source === 'router' && plan.stops.length > 0
      ? await routeLine(deps, [
          request.start,
          ...plan.stops.map((stop) => byId.get(stop.id) ?? request.start),
        ])
      : undefined;
  return {
    stops: plan.stops.map((stop) => ({
      saleId: stop.id,
      arrival: timeOf(stop.arrival),
      departure: timeOf(stop.departure),
      wait: stop.wait,
    })),
    unreachable: [...plan.unreachable.map(({ id, reason }) => ({ saleId: id, reason })), ...leftOut],
    totalDriveMinutes: plan.totalDriveMinutes,
    source: travel?.source ?? 'straight-line',
    ...(legs ? { legs } : {}),
  };
}
