import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { GeocodeAnswerSchema, GeocodeQuerySchema } from '../../shared/schemas/geocode';
import { requireUser } from '../auth/auth-context';
import { apiMsg, HttpError, localizedError } from '../errors';
import { serverT } from '../lib/server-i18n';
import { type GeocodeDeps, geocodeAddress } from './geocode.service';

/** Enough for a seller fixing typos; few enough that one account cannot spend the provider's quota. */
export const GEOCODE_REQUESTS_PER_MINUTE = 10;
export const LOOKUP_IN_FLIGHT_MESSAGE = apiMsg('geocode.lookupInFlight');

/** What a route's lookup needs: the cache, the provider settings, the request's log and the metrics. */
export function geocodeDepsOf(app: FastifyInstance, request: FastifyRequest): GeocodeDeps {
  return {
    db: app.db,
    config: app.config,
    log: request.log,
    countLookup: (provider, source) => app.metrics.geocodeLookups.inc({ provider, source }),
  };
}

export const registerGeocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Users with a lookup under way: a second one at once (double clicks, scripts) would only queue at the
  // provider and hold more of its one-a-second slots.
  const inFlight = new Set<number>();

  app.get(
    '/api/geocode',
    {
      // onRequest, so a guest learns to sign in before anything about the query, and is not counted.
      onRequest: [
        async (request) => {
          requireUser(request);
        },
        app.rateLimit({
          max: GEOCODE_REQUESTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `geocode:${request.user?.id}`,
          // English as the limiter words it ('retry in 1 minute'); French counts the seconds left.
          errorResponseBuilder: (_request, context) =>
            localizedError(context.statusCode, (locale) =>
              locale === 'en'
                ? `Rate limit exceeded, retry in ${context.after}`
                : serverT(locale, 'api-errors')('geocode.rateLimited', {
                    after: context.after,
                    seconds: Math.ceil(context.ttl / 1000),
                  }),
            ),
        }),
      ],
      schema: {
        querystring: GeocodeQuerySchema,
        response: {
          200: GeocodeAnswerSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
          504: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (inFlight.has(user.id)) throw new HttpError(429, LOOKUP_IN_FLIGHT_MESSAGE);
      inFlight.add(user.id);
      try {
        const position = await geocodeAddress(geocodeDepsOf(app, request), request.query);
        reply.header('cache-control', 'private, no-cache');
        return { position };
      } finally {
        inFlight.delete(user.id);
      }
    },
  );
};
