import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALE_COOKIE } from '../../shared/i18n/locales';
import { LocaleChoiceSchema } from '../../shared/schemas/locale';
import { setAccountLocale } from '../auth/account-locale';
import { sessionCookieOptions } from '../auth/auth-context';
import { errorResponses } from '../errors';

/** The choice is kept a year; each switch renews it. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch (issue 24): remembers the reader's choice in the `lang` cookie, which the pages
 * follow from then on, and on a signed-in reader's account, whose mail is written in it.
 */
export const registerLocaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/locale',
    { schema: { body: LocaleChoiceSchema, response: { 204: z.null(), ...errorResponses(400, 403) } } },
    async (request, reply) => {
      const { locale } = request.body;
      reply.setCookie(LOCALE_COOKIE, locale, {
        ...sessionCookieOptions(request),
        maxAge: LOCALE_COOKIE_SECONDS,
      });
      if (request.user) await setAccountLocale(app.db, request.user.id, locale);
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
};
