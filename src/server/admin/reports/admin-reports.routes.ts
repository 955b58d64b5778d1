import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema } from '../../../shared/schemas/admin';
import { IdParamsSchema } from '../../../shared/schemas/common';
import { REPORTS_DISMISSED, ReportedSaleListSchema } from '../../../shared/schemas/reports';
import { errorResponses } from '../../errors';
import { localizeText } from '../../lib/server-i18n';
import { adminOnly } from '../admin-guard';
import { dismissReports, listReportedSales } from './admin-reports.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The Reports screen (issue 14): reported sales with their reports. Removing a sale is the existing
 * moderation (DELETE /api/admin/sales/{id}, with its log); dismissing is here.
 */
export const registerAdminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  app.get(
    '/api/admin/reports',
    { schema: { response: { 200: ReportedSaleListSchema, ...errors } } },
    async (_request, reply) => {
      // Reporters' and sellers' emails: kept out of every cache.
      reply.header('cache-control', 'no-store');
      return listReportedSales(app.db);
    },
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await dismissReports(app.db, request.params.id);
      return { message: localizeText(REPORTS_DISMISSED, request.locale) };
    },
  );
};
