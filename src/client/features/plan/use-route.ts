import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PlanAnswerSchema, type PlanRequest } from '../../../shared/schemas/plan';
import type { Sale } from '../../../shared/schemas/sale';
import { ApiError, apiRequest } from '../../lib/api';
import { type LastPlan, readLastPlan, writeLastPlan } from './last-plan';

export const ROUTE_FAILED = 'Could not plan the route. Please check your connection and try again.';

interface RouteInput {
  request: PlanRequest;
  startLabel: string;
  sales: Sale[];
}

/**
 * Plans the route (POST /api/plan/route) and keeps the answer in this browser, so the last route and
 * its sheet open with no network (last-plan.ts).
 */
export function useRoute() {
  const [last, setLast] = useState<LastPlan | null>(() => readLastPlan());
  const plan = useMutation({
    mutationFn: async ({ request, startLabel, sales }: RouteInput): Promise<LastPlan> => {
      try {
        const response = await apiRequest('POST', '/api/plan/route', request);
        const answer = PlanAnswerSchema.parse(await response.json());
        const wanted = new Set(request.stops.map((stop) => stop.saleId));
        return {
          request,
          answer,
          startLabel,
          sales: sales.filter((sale) => wanted.has(sale.id)),
          plannedAt: new Date().toISOString(),
        };
      } catch (error) {
        throw new Error(error instanceof ApiError ? error.serverMessage : ROUTE_FAILED);
      }
    },
    onSuccess: (planned) => {
      writeLastPlan(planned);
      setLast(planned);
    },
  });
  return { last, plan };
}
