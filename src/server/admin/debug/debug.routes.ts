import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkAnswerSchema, UpdateSaleDatesSchema } from '../../../shared/schemas/admin';
import { errorResponses } from '../../errors';
import { serverT } from '../../lib/server-i18n';
import { adminOnly } from '../admin-guard';
import { updateSaleDates } from './debug.service';

const errors = errorResponses(400, 401, 403, 404);

/** The /date-debug tool's call (spec §2, §5): administrators only, since it rewrites any sale's dates. */
export const registerDebugRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  app.post(
    '/api/debug/update-sale-dates',
    { schema: { body: UpdateSaleDatesSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await updateSaleDates(app.db, request.body);
      return { message: serverT(request.locale, 'adminApi')('debug.updated') };
    },
  );
};
