import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeocodeAnswerSchema, GeocodeQuerySchema } from '../../shared/schemas/geocode';
import { errorResponses } from '../errors';
import { geocodeDepsOf } from './geocode.routes';
import { geocodeAddress, SHOPPER_QUEUE_WAIT_MS } from './geocode.service';

/**
 * A shopper finding one start point ("near me", the planner's start) types an address a few times at most;
 * the geocoder's quota is shared by everyone, so one address on the network cannot spend it.
 */
export const PLACE_LOOKUPS_PER_MINUTE = 6;

/**
 * GET /api/places?address=&city=: where an address is, for shoppers (guests too). The same cached geocoder
 * as the sellers' lookup. The address is the shopper's own start point: the answer is private to them,
 * never cached by a shared cache, and the request's query is not logged beyond Fastify's request line.
 */
export const registerPlaceLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    {
      onRequest: app.rateLimit({
        max: PLACE_LOOKUPS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `places:${request.ip}`,
      }),
      schema: {
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeAnswerSchema, ...errorResponses(400, 404, 429, 502, 504) },
      },
    },
    async (request, reply) => {
      // A shorter wait than sellers': shoppers never fill the queue's last places (geocode.service.ts).
      const deps = { ...geocodeDepsOf(app, request), maxQueueWaitMs: SHOPPER_QUEUE_WAIT_MS };
      const position = await geocodeAddress(deps, request.query);
      reply.header('cache-control', 'private, no-store');
      return { position };
    },
  );
};
