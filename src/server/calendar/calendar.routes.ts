import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import { PlanCalendarBodySchema, SaleCalendarQuerySchema } from '../../shared/schemas/plan-calendar';
import { errorResponses } from '../errors';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { serverT } from '../lib/server-i18n';
import { type CalendarContext, type CalendarFile, planCalendar, saleCalendar } from './calendar.service';

/** Plenty for a shopper re-exporting a plan as they change it; few enough to keep scripts from looping. */
export const PLAN_EXPORTS_PER_MINUTE = 20;
export const PLAN_THROTTLE_MESSAGE = serverT('en', 'calendar')('plan.throttled');

/** The answer is the file itself, as text/calendar (not JSON): so the document says. */
const CalendarFileResponse = {
  description: 'An iCalendar file (RFC 5545), sent as an attachment',
  content: { 'text/calendar': { schema: z.string().describe('An iCalendar file (RFC 5545)') } },
};

/** A download: the calendar's own type, and a file name the browser saves it under. */
function sendCalendar(reply: FastifyReply, file: CalendarFile, cacheControl: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', cacheControl)
    .send(file.text);
}

/** 'Add to calendar' on a sale's details, and the planner's whole route as one calendar file. */
export const registerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: CalendarContext = {
    db: app.db,
    siteName: app.config.siteName,
    timeZone: app.config.timeZone,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/api/garage-sales/:id/calendar.ics',
    {
      schema: {
        params: IdParamsSchema,
        querystring: SaleCalendarQuerySchema,
        response: { 200: CalendarFileResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The same file for every viewer (hidden sales are not found even for their seller), so it is
      // cached as the detail is for guests; in the reader's language, which the link may name.
      const file = await saleCalendar(ctx, request.params.id, request.query.lang ?? request.locale);
      if (!request.query.lang) reply.header('vary', 'Accept-Language, Cookie');
      return sendCalendar(reply, file, LIST_CACHE_CONTROL);
    },
  );

  app.post(
    '/api/plan/calendar.ics',
    {
      onRequest: app.rateLimit({
        max: PLAN_EXPORTS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `plan-calendar:${request.ip}`,
        errorResponseBuilder: (request) => ({
          statusCode: 429,
          message: serverT(request.locale, 'calendar')('plan.throttled'),
        }),
      }),
      schema: {
        body: PlanCalendarBodySchema,
        response: { 200: CalendarFileResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await planCalendar(ctx, request.body.stops, request.locale);
      reply.header('vary', 'Accept-Language, Cookie');
      return sendCalendar(reply, file, 'no-store');
    },
  );
};
