import { z } from 'zod';

/**
 * The account forms of spec §5, used by the login screen (react-hook-form) and again by the server
 * (POST /api/auth/login and /register), so both sides give the same messages.
 */

/** Longer passwords are refused before hashing: argon2 over megabytes would be a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email('Invalid email address'));

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ message: 'Password is required' })
      .min(8, 'Password must be at least 8 characters')
      .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
      .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
      .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
      .regex(/\d/, 'Password must contain at least one number'),
    confirmPassword: z
      .string({ message: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    agreeTerms: z
      .boolean({ message: 'You must agree to the terms and conditions' })
      .refine((value) => value, {
        message: 'You must agree to the terms and conditions',
      }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** GET /api/auth/me when signed in (signed out it answers `null`), and the answer of login and register. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.enum(['user', 'admin']),
  isAdmin: z.boolean(),
  /** Whether the address was confirmed through the link mailed at registration (issue 12). */
  emailVerified: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const IsAdminSchema = z.object({ isAdmin: z.boolean() });
