import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../shared/dates';
import { ApiErrorSchema } from '../../shared/schemas/common';
import {
  EventDetailSchema,
  EventSlugParamsSchema,
  EventSummaryListSchema,
} from '../../shared/schemas/events';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { getEventDetail, listCurrentEvents } from './events.service';

/** The public event calls (issue 25): the same answer for every viewer, so any cache may keep it. */
export const registerEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events',
    { config: { sameForEveryone: true }, schema: { response: { 200: EventSummaryListSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', LIST_CACHE_CONTROL);
      return listCurrentEvents(app.db, todayIn(app.config.timeZone, app.config.now()));
    },
  );

  app.get(
    '/api/events/:slug',
    {
      config: { sameForEveryone: true },
      schema: {
        params: EventSlugParamsSchema,
        response: { 200: EventDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LIST_CACHE_CONTROL);
      return getEventDetail(app.db, request.params.slug, app.config.now());
    },
  );
};
