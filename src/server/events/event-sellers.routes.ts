import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventJoinSchema, EventSlugParamsSchema, EventSummaryListSchema } from '../../shared/schemas/events';
import {
  EventRegistrationSchema,
  EventSaleFollowSchema,
  EventSaleParamsSchema,
  JoinableQuerySchema,
} from '../../shared/schemas/events-admin';
import { refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { joinEvent, leaveEvent, listJoinableEvents, setFollowsEventDates } from './event-sellers.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The sellers' event calls (issue 25): join with an own sale, leave until the event starts, the opt-out. */
export const registerEventSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseGuests);
  const ctx = { db: app.db, config: app.config, timeZone: app.config.timeZone, now: () => app.config.now() };

  app.get(
    '/api/events/joinable',
    { schema: { querystring: JoinableQuerySchema, response: { 200: EventSummaryListSchema, ...errors } } },
    async (request, reply) => {
      markPrivate(reply);
      return listJoinableEvents(ctx, requireUser(request), request.query.saleId);
    },
  );

  app.post(
    '/api/events/:slug/sales',
    {
      schema: {
        params: EventSlugParamsSchema,
        body: EventJoinSchema,
        response: { 201: EventRegistrationSchema, ...errors },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      const answer = await joinEvent(ctx, requireUser(request), request.params.slug, request.body.saleId);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    '/api/events/:slug/sales/:saleId',
    { schema: { params: EventSaleParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await leaveEvent(ctx, requireUser(request), request.params.slug, request.params.saleId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/events/:slug/sales/:saleId',
    {
      schema: {
        params: EventSaleParamsSchema,
        body: EventSaleFollowSchema,
        response: { 200: EventRegistrationSchema, ...errors },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      const { slug, saleId } = request.params;
      return setFollowsEventDates(ctx, requireUser(request), slug, saleId, request.body.followsEventDates);
    },
  );
};
