import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EventCreateSchema,
  EventMessageSchema,
  EventMoveSchema,
  EventOrganizerSchema,
  EventPatchSchema,
  EventSlugParamsSchema,
  EventSummaryListSchema,
  EventSummarySchema,
} from '../../shared/schemas/events';
import {
  EventCreatedSchema,
  EventDashboardSchema,
  EventMessageAnswerSchema,
  EventMoveAnswerSchema,
  EventNumbersAnswerSchema,
  EventOrganizerEntrySchema,
  EventOrganizerParamsSchema,
} from '../../shared/schemas/events-admin';
import { refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { apiText, localizeText } from '../lib/server-i18n';
import { requireManagedEvent } from './event-access';
import { getEventDashboard } from './event-dashboard';
import { messageAllSellers } from './event-messages';
import { moveEvent } from './event-move';
import { numberEventSales } from './event-numbering';
import { participantsCsv } from './event-participants';
import {
  addOrganizer,
  createEvent,
  deleteEvent,
  listManagedEvents,
  removeOrganizer,
  updateEvent,
} from './events-admin.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The participants' list is the file itself (text/csv, not JSON): so the document says. */
const CsvFileResponse = {
  description: "The event's registered sales and their sellers, a CSV file (RFC 4180) sent as an attachment",
  content: { 'text/csv': { schema: z.string().describe('A CSV file (RFC 4180)') } },
};

/**
 * The organizers' calls (issue 25). Administrators create and delete events and name organizers; an
 * event's organizers manage that event only (event-access.ts). A guest gets 401 before anything is read.
 */
export const registerEventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseGuests);
  app.addHook('onSend', async (_request, reply) => {
    // Sellers' emails and organizers' lists: no cache keeps any of it.
    reply.header('cache-control', 'no-store');
  });
  const ctx = { db: app.db, config: app.config, timeZone: app.config.timeZone, now: () => app.config.now() };

  app.get(
    '/api/admin/events',
    { schema: { response: { 200: EventSummaryListSchema, ...errors } } },
    async (request) => listManagedEvents(ctx, requireUser(request)),
  );

  app.post(
    '/api/admin/events',
    { schema: { body: EventCreateSchema, response: { 201: EventCreatedSchema, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createEvent(ctx, requireUser(request), request.body)),
  );

  app.patch(
    '/api/admin/events/:slug',
    {
      schema: {
        params: EventSlugParamsSchema,
        body: EventPatchSchema,
        response: { 200: EventSummarySchema, ...errors },
      },
    },
    async (request) => updateEvent(ctx, requireUser(request), request.params.slug, request.body),
  );

  app.delete(
    '/api/admin/events/:slug',
    { schema: { params: EventSlugParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteEvent(ctx, requireUser(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/events/:slug/dashboard',
    { schema: { params: EventSlugParamsSchema, response: { 200: EventDashboardSchema, ...errors } } },
    async (request) => getEventDashboard(ctx, requireUser(request), request.params.slug),
  );

  app.post(
    '/api/admin/events/:slug/organizers',
    {
      schema: {
        params: EventSlugParamsSchema,
        body: EventOrganizerSchema,
        response: { 201: EventOrganizerEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addOrganizer(ctx, requireUser(request), request.params.slug, request.body.email)),
  );

  app.delete(
    '/api/admin/events/:slug/organizers/:userId',
    { schema: { params: EventOrganizerParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeOrganizer(ctx, requireUser(request), request.params.slug, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/events/:slug/numbers',
    { schema: { params: EventSlugParamsSchema, response: { 200: EventNumbersAnswerSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const event = await requireManagedEvent(app.db, user, request.params.slug);
      const result = await numberEventSales(app.db, event.id, user, ctx.now());
      const message = apiText('events-api', 'api.numbered', { count: result.numbered });
      return { ...result, message: localizeText(message, request.locale) };
    },
  );

  app.post(
    '/api/admin/events/:slug/move',
    {
      schema: {
        params: EventSlugParamsSchema,
        body: EventMoveSchema,
        response: { 200: EventMoveAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const moved = await moveEvent(ctx, requireUser(request), request.params.slug, request.body.dates);
      const message = apiText('events-api', 'api.moved', { count: moved });
      return { moved, message: localizeText(message, request.locale) };
    },
  );

  app.get(
    '/api/admin/events/:slug/participants.csv',
    {
      schema: {
        params: EventSlugParamsSchema,
        response: { 200: CsvFileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const csv = await participantsCsv(ctx, requireUser(request), request.params.slug, request.locale);
      markPrivate(reply);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.slug}-participants.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/admin/events/:slug/messages',
    {
      schema: {
        params: EventSlugParamsSchema,
        body: EventMessageSchema,
        response: { 200: EventMessageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const recipients = await messageAllSellers(
        ctx,
        requireUser(request),
        request.params.slug,
        request.body,
      );
      const message = apiText('events-api', 'api.messageQueued', { count: recipients });
      return { recipients, message: localizeText(message, request.locale) };
    },
  );
};
