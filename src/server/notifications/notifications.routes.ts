import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../shared/i18n/locales';
import { PAGE_PATHS } from '../../shared/routes';
import {
  NotificationPreferencesSchema,
  NotificationSettingsSchema,
  UnsubscribeInfoSchema,
  UnsubscribeParamsSchema,
  UnsubscribeResultSchema,
} from '../../shared/schemas/notifications';
import { getPrivate, refuseGuests, requireUser } from '../auth/auth-context';
import { errorResponses } from '../errors';
import { markPrivate } from '../lib/cache-headers';
import { getNotificationSettings, updateNotificationSettings } from './preferences.service';
import { describeUnsubscribe, unsubscribe } from './unsubscribe.service';

/** The account's mail choices (signed in) and the unsubscribe links of the mail (no sign-in: the token is the key). */
export const registerNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail provider posts 'List-Unsubscribe=One-Click' as a form (either encoding). The body says
  // nothing the token does not, so it is read as text and ignored; only this plugin's routes accept forms.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  const settings = { 200: NotificationSettingsSchema, ...errorResponses(401, 404) };
  getPrivate(app, '/api/account/notifications', settings, getNotificationSettings);

  app.put(
    '/api/account/notifications',
    {
      // The user first: a guest gets 401 whatever the body.
      onRequest: refuseGuests,
      schema: {
        body: NotificationPreferencesSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      markPrivate(reply);
      return updateNotificationSettings(app.db, requireUser(request), request.body);
    },
  );

  app.get(
    '/api/unsubscribe/:token',
    {
      schema: {
        params: UnsubscribeParamsSchema,
        response: { 200: UnsubscribeInfoSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeUnsubscribe(app.db, request.params.token, request.locale);
    },
  );

  const oneClick = {
    // Mail clients post from anywhere, with no cookie: the random token alone decides (cross-site-guard.ts).
    config: { crossSiteAllowed: true },
    schema: {
      params: UnsubscribeParamsSchema,
      response: { 200: UnsubscribeResultSchema, ...errorResponses(400, 404, 413, 415) },
    },
  };
  const unsubscribeNow = async (
    request: { params: { token: string }; locale: Locale },
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store');
    return unsubscribe(app.db, request.params.token, request.locale);
  };
  app.post('/api/unsubscribe/:token', oneClick, unsubscribeNow);
  // The address in the mail's List-Unsubscribe header: the page a person opens (GET, which asks before it
  // changes anything), and what a provider's one-click button posts to (RFC 8058), at one URL.
  app.post(PAGE_PATHS.unsubscribe, oneClick, unsubscribeNow);
};
