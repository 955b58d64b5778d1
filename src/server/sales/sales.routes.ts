import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { SaleFiltersQuerySchema } from '../../shared/schemas/filters';
import { type Sale, SaleListSchema, SaleSchema } from '../../shared/schemas/sale';
import { COMPRESS_FROM_BYTES, createListCache, getSale, gzip, listSalesAnswer } from './sales.service';
import { markedListJson, markOneForViewer, markPrivate } from './sales-viewer';

/** Per-viewer answers are compressed on every request: the fastest level costs a fraction of the default. */
const VIEWER_GZIP = { level: 1 };

/** True when Accept-Encoding names gzip without q=0 (browsers always do). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export const registerSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = createListCache();

  app.get(
    '/api/garage-sales',
    {
      schema: {
        querystring: SaleFiltersQuerySchema,
        response: { 200: SaleListSchema, 304: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await listSalesAnswer(app.db, cache, request.query, app.config.timeZone);
      reply.type('application/json; charset=utf-8');
      if (request.user) {
        // The viewer's own copy: the cached sales plus their marks, never shared, so no ETag either.
        const json = Buffer.from(await markedListJson(app.db, request.user, answer.viewerParts));
        markPrivate(reply, 'accept-encoding');
        if (json.length >= COMPRESS_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
          const zipped = await gzip(json, VIEWER_GZIP);
          return reply.header('content-encoding', 'gzip').send(zipped as unknown as Sale[]);
        }
        return reply.send(json as unknown as Sale[]);
      }
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-encoding').header('etag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null);
      // The cached bytes are the answer: a Buffer is sent as is, past the (documenting) response schema.
      if (answer.gzip && acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(answer.gzip as unknown as Sale[]);
      }
      return reply.send(answer.json as unknown as Sale[]);
    },
  );

  app.get(
    '/api/garage-sales/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: SaleSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const sale = await getSale(app.db, request.params.id);
      if (!request.user) return sale;
      markPrivate(reply);
      return markOneForViewer(app.db, request.user, sale);
    },
  );
};
