import * as z from 'zod/mini';

/** The terms an operator may write (Settings); the register form's checkbox links to them (/terms). */
export const TERMS_MAX = 20_000;

/** GET /api/terms: the text in effect; `custom` is false while the default text stands. */
export const TermsSchema = z.object({
  text: z.string(),
  custom: z.boolean(),
  updatedAt: z.nullable(z.string()),
});
export type Terms = z.infer<typeof TermsSchema>;

/** PUT /api/admin/settings/terms. */
export const TermsFormSchema = z.object({
  text: z
    .string({ message: 'Write the terms, or use Restore the default' })
    .check(
      z.trim(),
      z.minLength(1, 'Write the terms, or use Restore the default'),
      z.maxLength(TERMS_MAX, `The terms can have at most ${TERMS_MAX} characters`),
    ),
});
export type TermsForm = z.infer<typeof TermsFormSchema>;
