import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordAnswerSchema,
  ForgotPasswordSchema,
  ResetLinkAnswerSchema,
  ResetLinkSchema,
  ResetPasswordSchema,
  SignInLinkSchema,
  VERIFICATION_SENT_MESSAGE,
  VerifyEmailAnswerSchema,
  VerifyEmailSchema,
} from '../../shared/schemas/account-links';
import { CurrentUserSchema } from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { errorResponses } from '../errors';
import { storeNoAnswers } from '../lib/cache-headers';
import { apiText, localizeText } from '../lib/server-i18n';
import { mailSiteOf } from '../mail/site-links';
import {
  checkResetLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './account-links.service';
import { perAddressLimit, startSession } from './auth.routes';
import { requireUser } from './auth-context';
import { signInWithLink } from './sign-in-links';

export const TOO_MANY_RESETS_MESSAGE = apiText('api-texts', 'auth.tooManyResets');
/** Reset requests one network address may make in 15 minutes (each account also gets at most 3 mails an hour). */
export const RESET_REQUESTS_PER_ADDRESS = 5;

const errors = errorResponses(400, 403, 429);

/** Links sent by mail (issue 12): a forgotten password, and confirming an address. */
export const registerAccountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  storeNoAnswers(app);

  app.post(
    '/api/auth/forgot-password',
    {
      onRequest: perAddressLimit(
        app,
        'forgot-password',
        RESET_REQUESTS_PER_ADDRESS,
        '15 minutes',
        TOO_MANY_RESETS_MESSAGE,
      ),
      schema: { body: ForgotPasswordSchema, response: { 202: ForgotPasswordAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      // One answer whether or not the address has an account, and sent before the account is even looked
      // up: neither its words nor its timing tell who is registered (issue 21).
      const { email } = request.body;
      app.background.afterResponse(request, 'password reset request', () =>
        requestPasswordReset(app.db, mailSiteOf(app.config), email),
      );
      return reply.code(202).send({ message: localizeText(FORGOT_PASSWORD_ANSWER, request.locale) });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      onRequest: perAddressLimit(app, 'reset-password', 10, '15 minutes', TOO_MANY_RESETS_MESSAGE),
      schema: { body: ResetPasswordSchema, response: { 200: CurrentUserSchema, ...errors } },
    },
    async (request, reply) => {
      const signedIn = await resetPassword(app.db, request.body);
      return startSession(request, reply, signedIn);
    },
  );

  // The link mailed to a new browser's owner while the account is under attack (decision 0018): signs in
  // the browser that opens it and remembers it, so its password alone lets it in from then on.
  app.post(
    '/api/auth/sign-in-link',
    {
      onRequest: perAddressLimit(app, 'sign-in-link', 10, '15 minutes', TOO_MANY_RESETS_MESSAGE),
      schema: { body: SignInLinkSchema, response: { 200: CurrentUserSchema, ...errors } },
    },
    async (request, reply) => startSession(request, reply, await signInWithLink(app.db, request.body.token)),
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      onRequest: perAddressLimit(app, 'reset-check', 30, '15 minutes', TOO_MANY_RESETS_MESSAGE),
      schema: { body: ResetLinkSchema, response: { 200: ResetLinkAnswerSchema, ...errors } },
    },
    async (request) => {
      await checkResetLink(app.db, request.body.token);
      return { live: true as const };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      onRequest: perAddressLimit(app, 'verify-email', 20, '15 minutes', TOO_MANY_RESETS_MESSAGE),
      schema: { body: VerifyEmailSchema, response: { 200: VerifyEmailAnswerSchema, ...errors } },
    },
    async (request) => ({
      email: await verifyEmail(app.db, request.body.token),
      emailVerified: true as const,
    }),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      onRequest: perAddressLimit(app, 'verify-resend', 5, '1 hour', TOO_MANY_RESETS_MESSAGE),
      schema: {
        response: { 202: ForgotPasswordAnswerSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await resendVerification(app.db, mailSiteOf(app.config), user);
      return reply.code(202).send({ message: localizeText(VERIFICATION_SENT_MESSAGE, request.locale) });
    },
  );
};
