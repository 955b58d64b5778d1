import * as z from 'zod/mini';
import { intSchema } from './common';

/**
 * The account forms of spec §5, used by the login screen (react-hook-form) and again by the server
 * (POST /api/auth/login and /register), so both sides give the same messages. zod/mini: the session
 * read (CurrentUserSchema) is part of Explore's first script (see common.ts).
 */

/** Longer passwords are refused before hashing: argon2 over megabytes would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

const EmailSchema = z.pipe(
  z
    .string({ message: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Email is required'),
      z.maxLength(255, 'Email must be at most 255 characters'),
    ),
  z.email('Invalid email address'),
);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ message: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    ),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ message: 'Password is required' })
      .check(
        z.minLength(8, 'Password must be at least 8 characters'),
        z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
        z.regex(/[A-Z]/, 'Password must contain at least one uppercase letter'),
        z.regex(/[a-z]/, 'Password must contain at least one lowercase letter'),
        z.regex(/\d/, 'Password must contain at least one number'),
      ),
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .check(z.minLength(1, 'Please confirm your password')),
    agreeTerms: z
      .boolean({ message: 'You must agree to the terms and conditions' })
      .check(z.refine((value) => value, { message: 'You must agree to the terms and conditions' })),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** GET /api/auth/me when signed in (signed out it answers `null`), and the answer of login and register. */
export const CurrentUserSchema = z.object({
  id: intSchema(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  userType: z.enum(['user', 'admin']),
  isAdmin: z.boolean(),
  /** Whether the address was confirmed through the link mailed at registration (issue 12). */
  emailVerified: z.optional(z.boolean()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
