import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (set for every request before its handler runs). */
    user: SessionUser | null;
  }
}

/**
 * Reads the session cookie of every request. Guests (no cookie) cost nothing; a cookie costs one indexed
 * read. Registered on the root instance, so every route sees request.user.
 */
export function registerAuthContext(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? ((await findSessionUser(app.db, token)) ?? null) : null;
  });
}

/** The signed-in user, or a 401 'Please log in to continue'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** An administrator, or 401 for a guest and 403 for a user. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.userType !== 'admin') throw new ForbiddenError('This requires administrator privileges');
  return user;
}

/** Owners change their own sales; administrators any sale. Others get 403. */
export function assertMayManageSale(user: SessionUser, sale: { userId: number }): void {
  if (sale.userId !== user.id && user.userType !== 'admin') {
    throw new ForbiddenError('You can only change your own garage sales');
  }
}
