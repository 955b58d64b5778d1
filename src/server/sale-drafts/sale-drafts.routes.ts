import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { MyDraftAnswerSchema, SaleDraftWriteSchema } from '../../shared/schemas/sale-drafts';
import { getPrivate, refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { discardMyDraft, myDraft, saveMyDraft } from './sale-drafts.service';

/**
 * GET, PUT and DELETE /api/my-draft: the signed-in seller's draft of a new sale (issue 26), so that the
 * wizard resumes on another device. Never public: each call sees the caller's own draft only, and every
 * answer is private (no shared cache keeps it).
 */
export const registerSaleDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  getPrivate(app, '/api/my-draft', { 200: MyDraftAnswerSchema, 401: ApiErrorSchema }, (db, user) =>
    myDraft(db, user),
  );

  app.put(
    '/api/my-draft',
    {
      // Before the body is read: a guest hears 'Please log in to continue' whatever they sent.
      onRequest: refuseGuests,
      schema: {
        body: SaleDraftWriteSchema,
        response: { 200: MyDraftAnswerSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return saveMyDraft(app.db, requireUser(request), request.body);
    },
  );

  app.delete(
    '/api/my-draft',
    { onRequest: refuseGuests, schema: { response: { 204: z.null(), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      await discardMyDraft(app.db, requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
