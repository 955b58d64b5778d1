import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserSchema,
  LOGIN_THROTTLE_CLEARED,
  OkAnswerSchema,
  UserRoleAnswerSchema,
} from '../../../shared/schemas/admin';
import { ApiErrorSchema, IdParamsSchema } from '../../../shared/schemas/common';
import { requireAdmin } from '../../auth/auth-context';
import { clearAccountThrottle } from '../../auth/login-throttle';
import { users } from '../../db/schema';
import { errorResponses, NotFoundError } from '../../errors';
import { markPrivate } from '../../sales/sales-viewer';
import { adminOnly } from '../admin-guard';
import { deleteUser, demoteUser, listUsers, promoteUser } from './admin-users.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The users table of the admin screens: list, promote, demote, delete (issue 4). */
export const registerAdminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  adminOnly(app);

  app.get(
    '/api/admin/users',
    { schema: { response: { 200: z.array(AdminUserSchema), 401: ApiErrorSchema, 403: ApiErrorSchema } } },
    async (_request, reply) => {
      markPrivate(reply);
      return listUsers(app.db);
    },
  );

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

  // A locked-out owner can ask an administrator instead of waiting (issue 12, decision 0018).
  app.post(
    '/api/admin/users/:id/clear-login-throttle',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      const [user] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (!user) throw new NotFoundError('User not found');
      await clearAccountThrottle(app.db, user.email);
      return { message: LOGIN_THROTTLE_CLEARED };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: IdParamsSchema, response: { 200: OkAnswerSchema, ...errors } } },
    async (request) => {
      const ctx = { db: app.db, store: app.photoStore, log: request.log };
      await deleteUser(ctx, requireAdmin(request), request.params.id);
      return { message: 'User deleted' };
    },
  );
};
