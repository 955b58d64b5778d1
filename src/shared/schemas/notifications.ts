import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { intSchema, noControlCharacters, TimeOfDaySchema } from './common';
import { SaleFiltersQuerySchema } from './filters';

/** What each person chooses to get by mail (GET/PUT /api/account/notifications). */
export const NotificationPreferencesSchema = z.object({
  /** The evening before each day of a favourite sale, at `reminderTime` site time. */
  reminders: z.boolean(),
  /** When a favourite's days, hours or address change, it is completed early or removed. */
  changeNotices: z.boolean(),
  /** A daily message per saved search when new sales match it. */
  savedSearchDigests: z.boolean(),
  reminderTime: TimeOfDaySchema,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminders: false,
  changeNotices: true,
  savedSearchDigests: true,
  reminderTime: '19:00',
};

/** The preferences as the account screen reads them: with whether mail can reach the address at all. */
export const NotificationSettingsSchema = z.extend(NotificationPreferencesSchema, {
  emailVerified: z.boolean(),
  email: z.string(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The kinds of mail an unsubscribe link stops. */
export const UNSUBSCRIBE_KINDS = ['reminders', 'change-notices', 'saved-search', 'event-messages'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** A 32-byte random token in base64url: 43 characters. */
export const UnsubscribeParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, msg('unsubscribe.linkInvalid'))),
});

/** What a link stops, shown on /unsubscribe/{token} before the button (GET changes nothing). */
export const UnsubscribeInfoSchema = z.object({
  kind: z.enum(UNSUBSCRIBE_KINDS),
  /** What stops, in words: 'reminders the evening before your favourite sales'. */
  description: z.string(),
  /** The address the link was sent to, partly hidden ('a•••@example.org'). */
  email: z.string(),
  /** True when that mail is already off. */
  alreadyOff: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfoSchema>;

export const UnsubscribeResultSchema = z.object({ message: z.string() });

export const MAX_SAVED_SEARCHES = 20;
export const TOO_MANY_SAVED_SEARCHES_MESSAGE = msg('savedSearch.tooMany', { max: MAX_SAVED_SEARCHES });
export const SAVED_SEARCH_NOT_FOUND = msg('savedSearch.notFound');
export const INVALID_SAVED_FILTERS_MESSAGE = msg('savedSearch.filtersInvalid');

/**
 * The filters as Explore's URL carries them ('city', 'categoryIds' = '3,5', ...): kept as they travel so a
 * saved search opens Explore as it was, checked by the list's own schema (SaleFiltersQuerySchema).
 */
export const SavedFiltersSchema = z
  .record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(400)))
  .check(
    z.refine((filters) => Object.keys(filters).length <= 20, msg('savedSearch.tooManyFilters')),
    z.superRefine((filters, ctx) => {
      const parsed = SaleFiltersQuerySchema.safeParse(filters);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? INVALID_SAVED_FILTERS_MESSAGE,
        });
      }
    }),
  );

export const MAX_SAVED_SEARCH_NAME = 80;

export const SavedSearchNameSchema = z.pipe(
  noControlCharacters(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_SAVED_SEARCH_NAME, msg('savedSearch.nameTooLong', { max: MAX_SAVED_SEARCH_NAME })),
      ),
  ),
  z.string().check(z.minLength(1, msg('savedSearch.nameRequired'))),
);

export const SavedSearchInputSchema = z.object({
  name: SavedSearchNameSchema,
  filters: SavedFiltersSchema,
});
export type SavedSearchInput = z.infer<typeof SavedSearchInputSchema>;

export const SavedSearchUpdateSchema = z
  .object({ name: z.optional(SavedSearchNameSchema), emailDigest: z.optional(z.boolean()) })
  .check(
    z.refine(
      (body) => body.name !== undefined || body.emailDigest !== undefined,
      msg('savedSearch.nothingToChange'),
    ),
  );

export const SavedSearchSchema = z.object({
  id: intSchema(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  emailDigest: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.array(SavedSearchSchema);
