import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { msg } from '../i18n/messages';
import { intSchema } from './common';

/**
 * The account forms of spec §5, used by the login screen (react-hook-form) and again by the server
 * (POST /api/auth/login and /register), so both sides give the same messages. zod/mini: the session
 * read (CurrentUserSchema) is part of Explore's first script (see common.ts).
 */

/** Longer passwords are refused before hashing: argon2 over megabytes would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = msg('password.tooLong', { max: MAX_PASSWORD_LENGTH });

const EmailSchema = z.pipe(
  z
    .string({ message: msg('email.required') })
    .check(z.trim(), z.minLength(1, msg('email.required')), z.maxLength(255, msg('email.tooLong'))),
  z.email(msg('email.invalid')),
);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ message: msg('password.required') })
    .check(
      z.minLength(1, msg('password.required')),
      z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    ),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ message: msg('password.required') })
      .check(
        z.minLength(8, msg('password.tooShort')),
        z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
        z.regex(/[A-Z]/, msg('password.uppercase')),
        z.regex(/[a-z]/, msg('password.lowercase')),
        z.regex(/\d/, msg('password.number')),
      ),
    confirmPassword: z
      .string({ message: msg('confirmPassword.required') })
      .check(z.minLength(1, msg('confirmPassword.required'))),
    agreeTerms: z
      .boolean({ message: msg('agreeTerms.required') })
      .check(z.refine((value) => value, { message: msg('agreeTerms.required') })),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: msg('confirmPassword.mismatch'),
      path: ['confirmPassword'],
    }),
  );
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Who an account is, as the session read and the administrators' users list both tell it. */
export const accountIdentityFields = () => ({
  id: intSchema(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  userType: z.enum(['user', 'admin']),
});

/** GET /api/auth/me when signed in (signed out it answers `null`), and the answer of login and register. */
export const CurrentUserSchema = z.object({
  ...accountIdentityFields(),
  isAdmin: z.boolean(),
  /** Whether the address was confirmed through the link mailed at registration (issue 12). */
  emailVerified: z.optional(z.boolean()),
  /** The account's language, which its mail is written in (issue 24). */
  locale: z.optional(z.enum(LOCALES)),
  /** Whether the account organizes a community sale day (issue 25): its menu then leads to the events. */
  organizesEvents: z.optional(z.boolean()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
