import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../shared/schemas/common';
import { OutboxMessageSchema, OutboxPageSchema, OutboxQuerySchema } from '../../../shared/schemas/outbox';
import { errorResponses, NotFoundError } from '../../errors';
import { storeNoAnswers } from '../../lib/cache-headers';
import { apiText } from '../../lib/server-i18n';
import { adminOnly } from '../admin-guard';
import { findOutboxMessage, listOutbox } from './admin-outbox.repo';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The Outbox screen (issue 12): what the site queued and what became of it, with every link's secret
 * hidden (issue 21). With no SMTP_URL these rows are all the mail there is: `npm run admin -- reset-link`
 * gives the operator a reset link to hand over.
 */
export const registerAdminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);
  // Addresses and what people were sent: kept out of every cache.
  storeNoAnswers(app);

  app.get(
    '/api/admin/outbox',
    { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxPageSchema, ...errors } } },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/api/admin/outbox/:id',
    { schema: { params: IdParamsSchema, response: { 200: OutboxMessageSchema, ...errors } } },
    async (request) => {
      const message = await findOutboxMessage(app.db, request.params.id);
      if (!message) throw new NotFoundError(apiText('adminApi', 'outbox.notFound'));
      return message;
    },
  );
};
