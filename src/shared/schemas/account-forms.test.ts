import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ForgotPasswordSchema, ResetPasswordSchema, VerifyEmailSchema } from './account-links';
import { LoginSchema, RegisterSchema } from './auth';

/*
 * The account forms are spec §5's words, not zod's: every check a shopper can trip carries its own message,
 * so none depends on a locale (zod/mini loads none; the browser sets English in lib/zod-locale.ts, the
 * server through classic zod). The parse context's `error` stands in for the locale: it only speaks when
 * the failing check has no message.
 */
const NO_MESSAGE = 'a check without a message of its own';

function messagesOf(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input, { error: () => NO_MESSAGE });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const goodPassword = 'Passw0rdX';
const token = 'a'.repeat(43);

describe('the account forms speak for themselves (no locale needed)', () => {
  const cases: [string, z.core.$ZodType, unknown, string[]][] = [
    ['login, nothing filled', LoginSchema, {}, ['Email is required', 'Password is required']],
    [
      'login, empty fields',
      LoginSchema,
      { email: '  ', password: '' },
      ['Email is required', 'Password is required'],
    ],
    ['login, not an email', LoginSchema, { email: 'ann', password: 'x' }, ['Invalid email address']],
    [
      'login, too long',
      LoginSchema,
      { email: `${'a'.repeat(250)}@b.com`, password: 'x'.repeat(129) },
      ['Email must be at most 255 characters', 'Password must be at most 128 characters'],
    ],
    [
      'register, nothing filled',
      RegisterSchema,
      {},
      [
        'Email is required',
        'Password is required',
        'Please confirm your password',
        'You must agree to the terms and conditions',
      ],
    ],
    [
      'register, weak password, terms refused',
      RegisterSchema,
      { email: 'ann@example.com', password: 'short', confirmPassword: '', agreeTerms: false },
      [
        'Password must be at least 8 characters',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Please confirm your password',
        'You must agree to the terms and conditions',
        'Passwords do not match',
      ],
    ],
    [
      'register, passwords differ',
      RegisterSchema,
      { email: 'ann@example.com', password: goodPassword, confirmPassword: 'Other1234', agreeTerms: true },
      ['Passwords do not match'],
    ],
    ['forgot password, empty', ForgotPasswordSchema, { email: '' }, ['Email is required']],
    [
      'reset password, broken link and no passwords',
      ResetPasswordSchema,
      { token: 'short' },
      [
        'This link is incomplete. Open the link from the email again.',
        'Password is required',
        'Please confirm your password',
      ],
    ],
    [
      'reset password, passwords differ',
      ResetPasswordSchema,
      { token, password: goodPassword, confirmPassword: 'Other1234' },
      ['Passwords do not match'],
    ],
    [
      'verify email, no token',
      VerifyEmailSchema,
      {},
      ['This link is incomplete. Open the link from the email again.'],
    ],
  ];

  it.each(cases)('%s', (_name, schema, input, expected) => {
    expect(messagesOf(schema, input)).toEqual(expected);
  });

  it('would notice a check that has no message of its own', () => {
    expect(messagesOf(z.object({ email: z.string() }), {})).toEqual([NO_MESSAGE]);
  });
});
