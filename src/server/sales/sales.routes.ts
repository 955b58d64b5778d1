import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import {
  SaleListFieldsSchema,
  SaleListSchema,
  SaleSchema,
  SaleSummaryListSchema,
} from '../../shared/schemas/sale';
import { NotFoundError } from '../errors';
import { LIST_CACHE_CONTROL, markPrivate } from '../lib/cache-headers';
import { sendCachedJson } from '../lib/cached-json';
import {
  createDetailCache,
  createSaleBatchLoader,
  findCachedSale,
  findSaleUnderReview,
  listSalesAnswer,
  SALE_NOT_FOUND,
} from './sales.service';
import { markOneForViewer } from './sales-viewer';

/** A sale's detail as a guest sees it: the same rule as the list (a signed-in viewer's copy is private). */
const DETAIL_CACHE_CONTROL = LIST_CACHE_CONTROL;

// `fields` is read apart from the filters so that the filters' schema stays the one the client shares.
const ListQuerySchema = z.intersection(SaleFiltersQuerySchema, SaleListFieldsSchema);

export const registerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = app.salesLists;
  const detailCache = createDetailCache(app.database.kind);
  const loadSale = createSaleBatchLoader(app.db);

  app.get(
    '/api/garage-sales',
    {
      config: { sameForEveryone: true },
      schema: {
        querystring: ListQuerySchema,
        response: {
          200: z.union([SaleSummaryListSchema, SaleListSchema]),
          304: z.null(),
          400: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const shape = request.query.fields === 'full' ? 'full' : 'summary';
      const { timeZone, now } = app.config;
      const answer = await listSalesAnswer(app.db, listCache, request.query, shape, timeZone, now);
      return sendCachedJson(request, reply, answer, LIST_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/garage-sales/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: SaleSchema, 304: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const cached = await findCachedSale(detailCache, loadSale, request.params.id);
      if (!cached) {
        // A sale under review is hidden from the public, not from its seller (who may fix what was
        // reported) nor from administrators.
        const reviewed = request.user && (await findSaleUnderReview(app.db, request.user, request.params.id));
        if (!reviewed || !request.user) throw new NotFoundError(SALE_NOT_FOUND);
        markPrivate(reply);
        return markOneForViewer(app.db, request.user, reviewed);
      }
      if (!request.user) {
        // Signed-in viewers get their own marked copy of the same URL: a shared cache must tell them apart.
        reply.header('vary', 'cookie');
        return sendCachedJson(request, reply, cached.json, DETAIL_CACHE_CONTROL);
      }
      markPrivate(reply);
      return markOneForViewer(app.db, request.user, cached.sale);
    },
  );
};
