import * as z from 'zod/mini';
import { LoginSchema, RegisterSchema } from './auth';

/**
 * The forms and answers of the links sent by mail (issue 12): a forgotten password and an email address
 * to confirm. New passwords follow the registration rules, with the same messages. zod/mini: Explore's
 * first script shows the banner that asks for a new confirmation link (see common.ts).
 */

export const ForgotPasswordSchema = z.object({ email: LoginSchema.shape.email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** The one answer of POST /api/auth/forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this address, we sent it a link to choose a new password. The link works for one hour.';
export const ForgotPasswordAnswerSchema = z.object({ message: z.string() });

const TokenSchema = z
  .string({ message: 'This link is incomplete. Open the link from the email again.' })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open the link from the email again.'));

export const ResetPasswordSchema = z
  .object({
    token: TokenSchema,
    password: RegisterSchema.shape.password,
    confirmPassword: RegisterSchema.shape.confirmPassword,
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const RESET_LINK_DEAD_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';

export const VerifyEmailSchema = z.object({ token: TokenSchema });
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;
export const VERIFY_LINK_DEAD_MESSAGE =
  'This confirmation link has expired or was already used. Sign in and ask for a new one.';
export const VerifyEmailAnswerSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });

export const VERIFICATION_SENT_MESSAGE = 'We sent a new confirmation link. It may take a minute to arrive.';

/**
 * The answer of POST /api/auth/login (202) while many failed attempts are being made on the account from
 * elsewhere, to every new browser whatever its password (issue 21): the same words for a right and a wrong
 * password, so the attacker learns nothing; the owner, whose password was right, gets a sign-in link.
 */
export const SIGN_IN_LINK_SENT_MESSAGE =
  'Many failed sign-in attempts are being made on this account right now, so this browser cannot sign in with the password alone. If the password was right, we have emailed a sign-in link to the address: open it in this browser within 15 minutes.';
export const SignInLinkSentSchema = z.object({ message: z.string(), signInLinkSent: z.literal(true) });
export type SignInLinkSent = z.infer<typeof SignInLinkSentSchema>;

/** POST /api/auth/sign-in-link: the token of a mailed sign-in link. */
export const SignInLinkSchema = z.object({ token: TokenSchema });
export const SIGN_IN_LINK_DEAD_MESSAGE =
  'This sign-in link has expired or was already used. Sign in again to get a new one.';
