import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../shared/dates';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { CountedMySaleListSchema } from '../../shared/schemas/sale-stats';
import { requireUser } from '../auth/auth-context';
import { markPrivate } from '../lib/cache-headers';
import { listMySales } from './my-sales.service';

/** Spec §2 My Sales: the signed-in user's own sales, in every state (spec §7 GET /api/my-sales),
 * each with its counters (issue 26): only here and to administrators. */
export const registerMySalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-sales',
    { schema: { response: { 200: CountedMySaleListSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      markPrivate(reply);
      return listMySales(app.db, requireUser(request), todayIn(app.config.timeZone, app.config.now()));
    },
  );
};
