import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import {
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
} from '../../shared/schemas/notifications';
import { getPrivate, refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import {
  changeSavedSearch,
  forgetSavedSearch,
  listSavedSearches,
  saveSearch,
} from './saved-searches.service';

const errors = errorResponses(400, 401, 404);

/** A shopper's saved Explore searches: only their own, every call signed in. */
export const registerSavedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the id or body is read: a guest gets 401 whatever they send.
  app.addHook('onRequest', refuseGuests);

  getPrivate(
    app,
    '/api/saved-searches',
    { 200: SavedSearchListSchema, ...errorResponses(401) },
    listSavedSearches,
  );

  app.post(
    '/api/saved-searches',
    { schema: { body: SavedSearchInputSchema, response: { 201: SavedSearchSchema, ...errors } } },
    async (request, reply) => {
      markPrivate(reply);
      return reply.code(201).send(await saveSearch(app.db, requireUser(request), request.body));
    },
  );

  app.patch(
    '/api/saved-searches/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: SavedSearchUpdateSchema,
        response: { 200: SavedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return changeSavedSearch(app.db, requireUser(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await forgetSavedSearch(app.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
