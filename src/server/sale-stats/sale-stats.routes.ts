import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../shared/dates';
import { IdParamsSchema } from '../../shared/schemas/common';
import { INTEREST_KINDS } from '../../shared/schemas/sale-stats';
import { errorResponses } from '../errors';
import { countInterest } from './sale-stats.service';

/** A page opens a few sales a minute; a script looping on one gains nothing (once a day counts). */
export const INTEREST_REPORTS_PER_MINUTE = 60;

/**
 * POST /api/garage-sales/{id}/views|plans|calendars: the sale's page (a beacon after it shows) and the
 * plan and calendar buttons report what a shopper did. Not the cached GET: the detail stays the same bytes
 * for everyone. No body; 204 whether or not this viewer counted (a second report today changes nothing).
 */
export const registerSaleStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of INTEREST_KINDS) {
    app.post(
      `/api/garage-sales/:id/${kind}`,
      {
        onRequest: app.rateLimit({
          max: INTEREST_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `sale-interest:${request.ip}`,
        }),
        schema: {
          params: IdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const viewer = {
          address: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          userId: request.user?.id,
        };
        const today = todayIn(app.config.timeZone, app.config.now());
        await countInterest(app.db, request.params.id, kind, viewer, today);
        reply.header('cache-control', 'no-store');
        return reply.code(204).send(null);
      },
    );
  }
};
