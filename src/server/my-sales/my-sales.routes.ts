import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { MySaleListSchema } from '../../shared/schemas/events-admin';
import { requireUser } from '../auth/auth-context';
import { markPrivate } from '../lib/cache-headers';
import { listMySales } from './my-sales.service';

/** Spec §2 My Sales: the signed-in user's own sales, in every state (spec §7 GET /api/my-sales). */
export const registerMySalesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/my-sales',
    { schema: { response: { 200: MySaleListSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      markPrivate(reply);
      return listMySales(app.db, requireUser(request));
    },
  );
};
