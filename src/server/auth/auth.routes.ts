import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_LINK_SENT_MESSAGE, SignInLinkSentSchema } from '../../shared/schemas/account-links';
import { CurrentUserSchema, IsAdminSchema, LoginSchema, RegisterSchema } from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { errorResponses } from '../errors';
import { storeNoAnswers } from '../lib/cache-headers';
import { apiText, localizeText } from '../lib/server-i18n';
import { mailSiteOf } from '../mail/site-links';
import { currentUserOf, hashForUnknownEmail, logIn, register, type SignedIn } from './auth.service';
import { requireUser, sessionCookieOptions } from './auth-context';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { deleteSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './sessions';

/**
 * A sign-in replaces the session the browser held before (if any), and the cookie lasts as long as the row.
 * The browser is remembered as one of the account's devices (decision 0018).
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(request.server.db, previous);
  reply.setCookie(SESSION_COOKIE, signedIn.token, {
    ...sessionCookieOptions(request),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  // After the session's cookie, so that a client reading only the first Set-Cookie still gets the session.
  await rememberDevice(request.server.db, request, reply, signedIn.user.id);
  return currentUserOf(request.server.db, signedIn.user);
}

const errors = errorResponses(400, 401, 403);

export const TOO_MANY_REGISTRATIONS_MESSAGE = apiText('api-texts', 'auth.tooManyRegistrations');
export const TOO_MANY_LOGINS_MESSAGE = apiText('api-texts', 'auth.tooManyLogins');
/** Successful logins included: the failures alone are throttled per account and address in the database. */
export const LOGINS_PER_MINUTE = 30;

/**
 * A per-address limit (request.ip: trustProxy decides whose X-Forwarded-For counts) answering `{message}`
 * (an `apiText`) in the request's language.
 */
export function perAddressLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string,
  message: string,
) {
  return app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${request.ip}`,
    errorResponseBuilder: (request) => ({ statusCode: 429, message: localizeText(message, request.locale) }),
  });
}

export const registerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made now, so that the first unknown email answers as fast as a wrong password does.
  await hashForUnknownEmail();

  // Answers about who is signed in are personal: never stored by a browser or a proxy.
  storeNoAnswers(app);

  app.post(
    '/api/auth/register',
    {
      // Against scripted sign-ups: a household registers a few accounts, not dozens an hour.
      onRequest: perAddressLimit(
        app,
        'register',
        app.config.registrationsPerHour,
        '1 hour',
        TOO_MANY_REGISTRATIONS_MESSAGE,
      ),
      schema: {
        body: RegisterSchema,
        response: { 201: CurrentUserSchema, 409: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await register(
        app.db,
        { ...request.body, locale: request.locale },
        mailSiteOf(app.config),
      );
      return reply.code(201).send(await startSession(request, reply, signedIn));
    },
  );

  app.post(
    '/api/auth/login',
    {
      onRequest: perAddressLimit(app, 'login', LOGINS_PER_MINUTE, '1 minute', TOO_MANY_LOGINS_MESSAGE),
      schema: {
        body: LoginSchema,
        response: { 200: CurrentUserSchema, 202: SignInLinkSentSchema, 429: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const device = await knownDeviceOf(app.db, request, request.body.email);
      const outcome = await logIn(app.db, request.body, request.ip, new Date(), device);
      if (outcome.kind === 'signed-in') return startSession(request, reply, outcome.signedIn);
      // Under attack, a new browser's answer is the same whatever the password; the owner's link is
      // mailed after it, so that neither the words nor the timing say whether the password was right.
      const { later } = outcome;
      if (later) app.background.afterResponse(request, 'sign-in link', () => later(mailSiteOf(app.config)));
      const message = localizeText(SIGN_IN_LINK_SENT_MESSAGE, request.locale);
      return reply.code(202).send({ message, signInLinkSent: true as const });
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 204: z.null(), 403: ApiErrorSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: z.nullable(CurrentUserSchema) } } },
    async (request) => (request.user ? currentUserOf(app.db, request.user) : null),
  );

  app.get(
    '/api/auth/is-admin',
    { schema: { response: { 200: IsAdminSchema, 401: ApiErrorSchema } } },
    async (request) => ({ isAdmin: requireUser(request).userType === 'admin' }),
  );
};
