import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSalesQuerySchema,
  AdminSalesSchema,
  ModerationEntrySchema,
  OkAnswerSchema,
} from '../../../shared/schemas/admin';
import { IdParamsSchema } from '../../../shared/schemas/common';
import { requireAdmin } from '../../auth/auth-context';
import { errorResponses } from '../../errors';
import { serverT } from '../../lib/server-i18n';
import { adminOnly } from '../admin-guard';
import { listAdminSales, listModerationLog, moderateSale } from './admin-sales.service';

/** Sellers' emails: kept out of every cache, the browser's included. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const errors = errorResponses(400, 401, 403, 404);

/** Sales moderation (spec §2 Admin screens): every sale by date, removal for cause, and its record. */
export const registerAdminSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  app.get(
    '/api/admin/sales',
    { schema: { querystring: AdminSalesQuerySchema, response: { 200: AdminSalesSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return listAdminSales(app.db, app.config.timeZone, request.query.q);
    },
  );

  app.delete(
    '/api/admin/sales/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      const ctx = { db: app.db, store: app.photoStore, log: request.log, timeZone: app.config.timeZone };
      await moderateSale(ctx, requireAdmin(request), request.params.id);
      return { message: serverT(request.locale, 'adminApi')('sale.removed') };
    },
  );

  app.get(
    '/api/admin/moderation-log',
    { schema: { response: { 200: z.array(ModerationEntrySchema), ...errors } } },
    async (_request, reply) => {
      noStore(reply);
      return listModerationLog(app.db);
    },
  );
};
