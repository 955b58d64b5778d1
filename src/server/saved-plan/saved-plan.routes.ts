import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { PlanSaleIdsSchema } from '../../shared/schemas/plan-store';
import { getPrivate, refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { planSaleIds, replacePlan } from './saved-plan.service';

/**
 * A signed-in shopper's plan, kept on the account so it follows them to another device (issue 11).
 * Guests keep theirs in the browser; the route planning itself (POST /api/plan/route) is in router/.
 */
export const registerPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  getPrivate(app, '/api/plan', { 200: PlanSaleIdsSchema, 401: ApiErrorSchema }, planSaleIds);

  app.put(
    '/api/plan',
    {
      // Before the body is read: a guest hears 'Please log in to continue' whatever they sent.
      onRequest: refuseGuests,
      schema: {
        body: PlanSaleIdsSchema,
        response: { 200: PlanSaleIdsSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return replacePlan(app.db, requireUser(request), request.body);
    },
  );
};
