import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../shared/dates';
import { ApiErrorSchema } from '../../shared/schemas/common';
import {
  EventDetailSchema,
  EventSlugParamsSchema,
  EventSummaryListSchema,
} from '../../shared/schemas/events';
import { NotFoundError } from '../errors';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { sendCachedJson } from '../lib/cached-json';
import { EVENT_NOT_FOUND } from './events.service';

/**
 * The public event calls (issue 25): the same bytes for every viewer from the event cache (events-cache.ts),
 * with an ETag (304 when unchanged), so any cache may keep them.
 */
export const registerEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events',
    {
      config: { sameForEveryone: true },
      schema: { response: { 200: EventSummaryListSchema, 304: z.null() } },
    },
    async (request, reply) => {
      const today = todayIn(app.config.timeZone, app.config.now());
      const answer = await app.eventAnswers.current(app.db, today);
      return sendCachedJson(request, reply, answer, LIST_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/events/:slug',
    {
      config: { sameForEveryone: true },
      schema: {
        params: EventSlugParamsSchema,
        response: { 200: EventDetailSchema, 304: z.null(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const cached = await app.eventAnswers.detail(app.db, request.params.slug, app.config.now());
      if (!cached) throw new NotFoundError(EVENT_NOT_FOUND);
      return sendCachedJson(request, reply, cached.json, LIST_CACHE_CONTROL);
    },
  );
};
