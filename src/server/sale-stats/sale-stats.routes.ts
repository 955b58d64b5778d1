import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../shared/dates';
import { IdParamsSchema } from '../../shared/schemas/common';
import { INTEREST_KINDS, SaleSaversSchema } from '../../shared/schemas/sale-stats';
import { errorResponses } from '../errors';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { sendCachedJson, toCachedJson } from '../lib/cached-json';
import { countInterest, publicSavers } from './sale-stats.service';

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

  /*
   * GET /api/garage-sales/{id}/savers: the sale's page's "12 people saved this sale", apart from the
   * detail: the detail's cached bytes (and its ETag) change only when the sale does, while saves come and
   * go all day; tying them to the sales cache would flush every list on every heart. The same answer for
   * everyone, so the list's rule: a browser revalidates it (304 while unchanged), a shared cache keeps it
   * 10 s. One indexed count per request.
   */
  app.get(
    '/api/garage-sales/:id/savers',
    {
      config: { sameForEveryone: true },
      schema: {
        params: IdParamsSchema,
        response: { 200: SaleSaversSchema, 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const answer = toCachedJson(await publicSavers(app.db, request.params.id));
      return sendCachedJson(request, reply, answer, LIST_CACHE_CONTROL);
    },
  );
};
