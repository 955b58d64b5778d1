import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import { REPORT_THANKS, ReportFormSchema } from '../../shared/schemas/reports';
import { requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { apiText, localizeText } from '../lib/server-i18n';
import { reportSale } from './reports.service';

/** Enough for a shopper who finds a few bad listings in a morning; too few to bury a seller in reports. */
export const REPORTS_PER_HOUR = 10;
export const REPORT_THROTTLE_MESSAGE = apiText('adminApi', 'report.throttled');

/** Issue 14: anyone signed in reports a sale; enough different people hide it until an admin looks. */
export const registerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/garage-sales/:id/reports',
    {
      // A guest learns to sign in before anything else, and is not counted against anyone.
      onRequest: [
        async (request) => {
          requireUser(request);
        },
        app.rateLimit({
          max: REPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `reports:${request.user?.id}`,
          errorResponseBuilder: (request) => ({
            statusCode: 429,
            message: localizeText(REPORT_THROTTLE_MESSAGE, request.locale),
          }),
        }),
      ],
      schema: {
        params: IdParamsSchema,
        body: ReportFormSchema,
        response: {
          201: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { reportsToHide, reporterMinAgeDays } = app.config;
      const ctx = { db: app.db, reportsToHide, reporterMinAgeDays };
      await reportSale(ctx, requireUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store').status(201);
      return { message: localizeText(REPORT_THANKS, request.locale) };
    },
  );
};
