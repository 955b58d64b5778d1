import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { SaleListSchema, SaleSchema } from '../../shared/schemas/sale';
import { SaleWriteSchema } from '../../shared/schemas/sale-form';
import { requireUser } from '../auth/auth-context';
import { markPrivate } from './sales-viewer';
import { completeSale, createSale, deleteSale, listMySales, updateSale } from './sales-write.service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** The seller's calls (issue 3 §3). Every one needs a signed-in user, checked before the body or id is read. */
export const registerSalesWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // On this plugin's routes only: a guest gets 401 even for an unknown id or a bad body.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const ctx = { db: app.db, timeZone: app.config.timeZone };

  app.post(
    '/api/garage-sales',
    { schema: { body: SaleWriteSchema, response: { 201: SaleSchema, ...errors } } },
    async (request, reply) => {
      const sale = await createSale(ctx, requireUser(request), request.body);
      markPrivate(reply);
      return reply.code(201).send(sale);
    },
  );

  app.put(
    '/api/garage-sales/:id',
    { schema: { params: IdParamsSchema, body: SaleWriteSchema, response: { 200: SaleSchema, ...errors } } },
    async (request, reply) => {
      markPrivate(reply);
      return updateSale(ctx, requireUser(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/garage-sales/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteSale(
        { ...ctx, uploadsDir: app.config.uploadsDir, log: request.log },
        requireUser(request),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/garage-sales/:id/complete',
    { schema: { params: IdParamsSchema, response: { 200: SaleSchema, ...errors } } },
    async (request, reply) => {
      markPrivate(reply);
      return completeSale(ctx, requireUser(request), request.params.id);
    },
  );

  app.get(
    '/api/my-sales',
    { schema: { response: { 200: SaleListSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      markPrivate(reply);
      return listMySales(app.db, requireUser(request));
    },
  );
};
