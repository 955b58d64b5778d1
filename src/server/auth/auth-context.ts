import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { apiText } from '../lib/server-i18n';
import { findSessionUser, SESSION_COOKIE, type SessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (set for every request before its handler runs). */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers every viewer alike (the sales list): its requests never read the session, so a
     * signed-in shopper's list costs what a guest's does (decision 0010), and request.user stays null.
     */
    sameForEveryone?: boolean;
  }
}

/** The session cookie's attributes: Secure over HTTPS, as the request arrived (trustProxy decides) or as published. */
export function sessionCookieOptions(request: FastifyRequest) {
  const secure =
    request.protocol === 'https' || request.server.config.publicUrl?.startsWith('https:') === true;
  return { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
}

/**
 * Reads the session cookie of every API request. Guests (no cookie) cost nothing; a cookie costs one
 * indexed read. Pages, scripts and photos never ask who is signed in, so a signed-in visitor's dozens of
 * thumbnail requests cost no read at all. Registered on the root instance, so every route sees request.user. A cookie that names no live
 * session (expired, signed out elsewhere, forged) is cleared, so the browser stops sending it; an answer
 * that clears it is never stored by a shared cache, which would clear it for everyone.
 */
export function registerAuthContext(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX) || request.routeOptions.config.sameForEveryone) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? ((await findSessionUser(app.db, token)) ?? null) : null;
    if (token !== undefined && !request.user) {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
      staleCookie.add(request);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (staleCookie.has(request)) reply.header('cache-control', 'no-store');
  });
}

/** Routes are case-sensitive, so only this spelling reaches the API. */
const API_PREFIX = '/api/';

/** Requests whose session cookie is being cleared. */
const staleCookie = new WeakSet<FastifyRequest>();

/** The signed-in user, or a 401 'Please log in to continue'. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** As an onRequest hook: a guest gets 401 before the params or body are read, whatever they sent. */
export async function refuseGuests(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/**
 * GET `url`: an answer made for the signed-in user (401 for a guest), such as their own data, which no
 * shared cache may keep (markPrivate). It takes the plain instance, as the zod type provider cannot follow
 * a generic answer schema; `read` is typed by it.
 */
export function getPrivate<Answer extends z.core.$ZodType>(
  app: FastifyInstance,
  url: string,
  response: { 200: Answer; [status: number]: z.core.$ZodType },
  read: (db: Db, user: SessionUser) => Promise<z.output<Answer>>,
): void {
  app.get(url, { schema: { response } }, async (request, reply) => {
    const user = requireUser(request);
    markPrivate(reply);
    return read(app.db, user);
  });
}

/** An administrator, or 401 for a guest and 403 for a user. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.userType !== 'admin') throw new ForbiddenError(apiText('api-texts', 'auth.adminOnly'));
  return user;
}

/** Owners change their own sales; administrators any sale. Others get 403. */
export function assertMayManageSale(user: SessionUser, sale: { userId: number }): void {
  if (sale.userId !== user.id && user.userType !== 'admin') {
    throw new ForbiddenError(apiText('api-texts', 'auth.ownSalesOnly'));
  }
}
