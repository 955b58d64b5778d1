import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { msg } from '../i18n/messages';

/** PUT /api/locale: the language the reader chose with the switch (issue 24). */
export const LocaleChoiceSchema = z.object({ locale: z.enum(LOCALES, { message: msg('locale.unknown') }) });
export type LocaleChoice = z.infer<typeof LocaleChoiceSchema>;
