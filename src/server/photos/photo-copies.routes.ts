import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import { PhotoListSchema } from '../../shared/schemas/sale';
import { CopyPhotosBodySchema } from '../../shared/schemas/sale-drafts';
import { refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { copySalePhotos } from './photo-copies.service';

export const registerPhotoCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Post again (issue 26): the new sale gets its own copies of the earlier sale's photos, made once the new
  // sale exists, as every photo of the wizard is saved (decision 0037).
  app.post(
    '/api/garage-sales/:id/photos/copy',
    {
      onRequest: refuseGuests,
      schema: {
        params: IdParamsSchema,
        body: CopyPhotosBodySchema,
        response: { 201: PhotoListSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const ctx = { db: app.db, store: app.photoStore, log: request.log };
      const list = await copySalePhotos(ctx, requireUser(request), request.params.id, request.body);
      markPrivate(reply);
      return reply.code(201).send(list);
    },
  );
};
