import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { LoginSchema, RegisterSchema } from './auth';

/**
 * The forms and answers of the links sent by mail (issue 12): a forgotten password and an email address
 * to confirm. New passwords follow the registration rules, with the same messages. zod/mini: Explore's
 * first script shows the banner that asks for a new confirmation link (see common.ts).
 */

export const ForgotPasswordSchema = z.object({ email: LoginSchema.shape.email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The one answer of POST /api/auth/forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = msg('forgotPassword.answer');
export const ForgotPasswordAnswerSchema = z.object({ message: z.string() });

export const TOKEN_INCOMPLETE_MESSAGE = msg('link.incomplete');
export const TokenSchema = z
  .string({ message: TOKEN_INCOMPLETE_MESSAGE })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, TOKEN_INCOMPLETE_MESSAGE));

export const ResetPasswordSchema = z
  .object({
    token: TokenSchema,
    password: RegisterSchema.shape.password,
    confirmPassword: RegisterSchema.shape.confirmPassword,
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: msg('confirmPassword.mismatch'),
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const RESET_LINK_DEAD_MESSAGE = msg('resetLink.dead');

/**
 * POST /api/auth/reset-password/check: is the link still good? Asked when /reset-password opens, so a
 * dead or mangled link says so at once rather than after two new passwords were typed (issue 22).
 */
export const ResetLinkSchema = z.object({ token: TokenSchema });
export const ResetLinkAnswerSchema = z.object({ live: z.literal(true) });

export const VerifyEmailSchema = z.object({ token: TokenSchema });
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;
export const VERIFY_LINK_DEAD_MESSAGE = msg('verifyLink.dead');
export const VerifyEmailAnswerSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });

export const VERIFICATION_SENT_MESSAGE = msg('verification.sent');

/**
 * The answer of POST /api/auth/login (202) while many failed attempts are being made on the account from
 * elsewhere, to every new browser whatever its password (issue 21): the same words for a right and a wrong
 * password, so the attacker learns nothing; the owner, whose password was right, gets a sign-in link.
 */
export const SIGN_IN_LINK_SENT_MESSAGE = msg('signInLink.sent');
export const SignInLinkSentSchema = z.object({ message: z.string(), signInLinkSent: z.literal(true) });
export type SignInLinkSent = z.infer<typeof SignInLinkSentSchema>;

/** POST /api/auth/sign-in-link: the token of a mailed sign-in link. */
export const SignInLinkSchema = z.object({ token: TokenSchema });
export const SIGN_IN_LINK_DEAD_MESSAGE = msg('signInLink.dead');
