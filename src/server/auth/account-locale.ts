import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales';
import type { DbExecutor } from '../db/executor';
import { users } from '../db/schema';

/** A stored language as the app's type (the column's check allows only ours; anything else is English). */
export function asLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Remembers an account's language: its mail is written in it from now on. */
export async function setAccountLocale(db: DbExecutor, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
