import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountActionEntrySchema,
  AdminUserSchema,
  LOGIN_THROTTLE_CLEARED,
  OkAnswerSchema,
  passwordResetLinkSent,
  UserRoleAnswerSchema,
} from '../../../shared/schemas/admin';
import { ApiErrorSchema, IdParamsSchema } from '../../../shared/schemas/common';
import { getPrivate, requireAdmin } from '../../auth/auth-context';
import { errorResponses } from '../../errors';
import { localizeText, serverT } from '../../lib/server-i18n';
import { mailSiteOf } from '../../mail/site-links';
import { adminOnly } from '../admin-guard';
import { clearLoginThrottleOf, listAccountActions, sendResetLinkTo } from './account-actions';
import { deleteUser, demoteUser, listUsers, promoteUser } from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The users table of the admin screens: list, promote, demote, delete (issue 4). */
export const registerAdminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  const usersAnswer = { 200: z.array(AdminUserSchema), 401: ApiErrorSchema, 403: ApiErrorSchema };
  getPrivate(app, '/api/admin/users', usersAnswer, listUsers);

  app.put(
    '/api/admin/users/:id/promote',
    { schema: { params: IdParamsSchema, response: { 200: UserRoleAnswerSchema, ...errors } } },
    async (request) => promoteUser(app.db, requireAdmin(request), request.params.id),
  );

  app.put(
    '/api/admin/users/:id/demote',
    { schema: { params: IdParamsSchema, response: { 200: UserRoleAnswerSchema, ...errors } } },
    async (request) => demoteUser(app.db, requireAdmin(request), request.params.id),
  );

  // A locked-out owner can ask an administrator instead of waiting (issue 12, decision 0018); logged.
  app.post(
    '/api/admin/users/:id/clear-login-throttle',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      await clearLoginThrottleOf(app.db, requireAdmin(request), request.params.id);
      return { message: localizeText(LOGIN_THROTTLE_CLEARED, request.locale) };
    },
  );

  // Issue 21: administrators never see reset links; they send a fresh one to the person's own address.
  app.post(
    '/api/admin/users/:id/password-reset-link',
    {
      schema: {
        params: IdParamsSchema,
        response: { 202: OkAnswerSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const email = await sendResetLinkTo(
        app.db,
        mailSiteOf(app.config),
        requireAdmin(request),
        request.params.id,
      );
      return reply.code(202).send({ message: localizeText(passwordResetLinkSent(email), request.locale) });
    },
  );

  getPrivate(
    app,
    '/api/admin/account-actions',
    { 200: z.array(AccountActionEntrySchema), ...errors },
    listAccountActions,
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      const ctx = { db: app.db, store: app.photoStore, log: request.log };
      await deleteUser(ctx, requireAdmin(request), request.params.id);
      return { message: serverT(request.locale, 'adminApi')('user.deleted') };
    },
  );
};
