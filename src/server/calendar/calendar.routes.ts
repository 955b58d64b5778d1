import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../shared/schemas/common';
import { PlanCalendarBodySchema } from '../../shared/schemas/plan-calendar';
import { errorResponses } from '../errors';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { type CalendarContext, type CalendarFile, planCalendar, saleCalendar } from './calendar.service';

/** Plenty for a shopper re-exporting a plan as they change it; few enough to keep scripts from looping. */
export const PLAN_EXPORTS_PER_MINUTE = 20;
export const PLAN_THROTTLE_MESSAGE = 'You have exported many plans. Please try again in a minute.';

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
        response: { 200: CalendarFileResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // The same file for every viewer (hidden sales are not found even for their seller), so it is
      // cached as the detail is for guests.
      const file = await saleCalendar(ctx, request.params.id);
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
        errorResponseBuilder: () => ({ statusCode: 429, message: PLAN_THROTTLE_MESSAGE }),
      }),
      schema: {
        body: PlanCalendarBodySchema,
        response: { 200: CalendarFileResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await planCalendar(ctx, request.body.stops);
      return sendCalendar(reply, file, 'no-store');
    },
  );
};
