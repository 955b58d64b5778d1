import * as z from 'zod/mini';
import { msg } from '../i18n/messages';

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
    .string({ message: msg('admin.terms.required') })
    .check(
      z.trim(),
      z.minLength(1, msg('admin.terms.required')),
      z.maxLength(TERMS_MAX, msg('admin.terms.tooLong', { max: TERMS_MAX })),
    ),
});
export type TermsForm = z.infer<typeof TermsFormSchema>;
