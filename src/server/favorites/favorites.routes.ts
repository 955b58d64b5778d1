import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../shared/dates';
import { ApiErrorSchema, IdParamsSchema } from '../../shared/schemas/common';
import { FavoriteIdsSchema, SaleListSchema } from '../../shared/schemas/sale';
import { getPrivate, refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { addFavorite, favoriteSaleIds, listFavorites, removeFavorite } from './favorites.service';

const errors = errorResponses(400, 401, 404);

/** A signed-in user's saved sales (issue 3 §4). `:id` is the sale's id. */
export const registerFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs a signed-in user, checked before the id is read.
  app.addHook('onRequest', refuseGuests);

  getPrivate(app, '/api/favorites', { 200: SaleListSchema, 401: ApiErrorSchema }, listFavorites);
  getPrivate(app, '/api/favorites/ids', { 200: FavoriteIdsSchema, 401: ApiErrorSchema }, favoriteSaleIds);

  app.post(
    '/api/favorites/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await addFavorite(
        app.db,
        requireUser(request),
        request.params.id,
        todayIn(app.config.timeZone, app.config.now()),
      );
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/favorites/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeFavorite(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
