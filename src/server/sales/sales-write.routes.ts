import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import { SaleSchema } from '../../shared/schemas/sale';
import { SaleWriteSchema } from '../../shared/schemas/sale-form';
import { SaleItemParamsSchema, SaleItemSoldBodySchema } from '../../shared/schemas/sale-items';
import { requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import {
  type AfterSaleInsert,
  completeSale,
  createSale,
  deleteSale,
  markSaleItemSold,
  updateSale,
} from './sales-write.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The seller's calls (issue 3 §3). Every one needs a signed-in user, checked before the body or id is read. */
export const registerSalesWriteRoutes: FastifyPluginAsyncZod<{
  afterInsert?: AfterSaleInsert;
  afterUpdate?: AfterSaleInsert;
}> = async (app, options) => {
  // On this plugin's routes only: a guest gets 401 even for an unknown id or a bad body.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const ctx = {
    db: app.db,
    timeZone: app.config.timeZone,
    afterInsert: options.afterInsert,
    afterUpdate: options.afterUpdate,
  };

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
        { ...ctx, store: app.photoStore, log: request.log },
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

  // Issue 26: the seller ticks an item sold from My Sales; 403 for another seller's, 404 for no such item.
  app.patch(
    '/api/garage-sales/:id/items/:itemId',
    {
      schema: {
        params: SaleItemParamsSchema,
        body: SaleItemSoldBodySchema,
        response: { 200: SaleSchema, ...errors },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      const { id, itemId } = request.params;
      return markSaleItemSold(ctx, requireUser(request), id, itemId, request.body.sold);
    },
  );
};
