import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanAnswerSchema, PlanRequestSchema } from '../../shared/schemas/plan';
import { errorResponses } from '../errors';
import { createSaleBatchLoader } from '../sales/sales.service';
import { planSaleRoute } from './route-planner.service';

/** A shopper replanning as the day goes; few enough that one address cannot spend the router's capacity. */
export const PLANS_PER_MINUTE = 20;

/**
 * The Saturday planner's route, open to guests. The body holds the shopper's position: it is neither
 * stored nor logged (Fastify's request log has the method, URL and status, never the body, and the
 * router's failures are logged without coordinates).
 */
export const registerRouterRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadSale = createSaleBatchLoader(app.db);
  app.post(
    '/api/plan/route',
    {
      onRequest: app.rateLimit({
        max: PLANS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `plan:${request.ip}`,
      }),
      schema: {
        body: PlanRequestSchema,
        response: { 200: PlanAnswerSchema, ...errorResponses(400, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const deps = {
        routerUrl: app.config.routerUrl,
        timeoutMs: app.config.routerTimeoutMs,
        log: request.log,
        loadSale,
      };
      reply.header('cache-control', 'no-store');
      return planSaleRoute(deps, request.body, request.locale);
    },
  );
};
