import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchDocument } from './text-search';

/** A point in time, with its zone. */
const moment = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** The account a row belongs to: the row goes when the account does. */
function accountRef(name = 'user_id') {
  return integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** The sale a row belongs to: the row goes when the sale does. */
function saleRef() {
  return integer('sale_id')
    .notNull()
    .references(() => garageSales.id, { onDelete: 'cascade' });
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    password: varchar('password', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    userType: varchar('user_type', { length: 20 }).notNull().default('user'),
    /** The account's language (issue 24): its mail is written in it; the language switch changes it. */
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are unique regardless of case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_user_type_check', sql`${t.userType} in ('user', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'fr')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the cookie's token: a leaked table does not hand out live sessions.
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: accountRef(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Failed logins per account ('email:<lower email>') and per address ('ip:<address>'), counted in a window,
 * in the database so that every app instance sharing it throttles together.
 */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: moment('window_started_at').notNull().defaultNow(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** Its French name where it has one (issue 24); French pages fall back to `name`, the official one. */
  nameFr: varchar('name_fr', { length: 100 }),
  state: varchar('state', { length: 2 }).notNull(),
  zipCode: varchar('zip_code', { length: 10 }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const neighborhoods = pgTable(
  'neighborhoods',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Its French name where it has one (issue 24); French pages fall back to `name`. */
    nameFr: varchar('name_fr', { length: 100 }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('neighborhoods_city_name_key').on(t.cityId, t.name)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  /** The name French pages show (issue 24); none yet: they show `name`. */
  nameFr: varchar('name_fr', { length: 100 }).unique(),
  description: text('description'),
  iconName: varchar('icon_name', { length: 50 }),
});

/**
 * What a sale is searched by (Explore's search term): its title, description, address and the names of its
 * items still for sale (issue 26: `item_names`, written with the items, so one document and one index).
 */
export const saleSearchDocument = (sale: {
  title: AnyPgColumn;
  description: AnyPgColumn;
  address: AnyPgColumn;
  itemNames: AnyPgColumn;
}) => searchDocument(sale.title, sale.description, sale.address, sale.itemNames);

/**
 * A sale's days as one range: what the list's window is matched against (sales.repo.ts), with a GiST index
 * whose statistics know how many sales a window holds.
 */
export const saleDays = (sale: { startDate: AnyPgColumn; endDate: AnyPgColumn }) =>
  sql`daterange(${sale.startDate}, ${sale.endDate}, '[]')`;

export const garageSales = pgTable(
  'garage_sales',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    address: varchar('address', { length: 255 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    neighborhood: varchar('neighborhood', { length: 100 }),
    // The spec's position {lat, lng}, kept as two numbers so that it can be indexed and queried.
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    scheduleData: text('schedule_data'),
    userId: accountRef(),
    isActive: boolean('is_active').notNull().default(true),
    isCompleted: boolean('is_completed').notNull().default(false),
    // Reported by enough people (REPORTS_TO_HIDE): hidden from the public until an administrator looks.
    underReview: boolean('under_review').notNull().default(false),
    /**
     * The names of the sale's items not yet sold, one per line (shared/schemas/sale-items.ts
     * `itemSearchText`): a copy of sale_items written in the same transaction, so that the search
     * document stays one expression of one row, which one trigram index covers.
     */
    itemNames: text('item_names').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('garage_sales_dates_check', sql`${t.startDate} <= ${t.endDate}`),
    // The API speaks 'YYYY-MM-DD' and 'HH:mm': no 'infinity', BC or five-digit years, no time '24:00'.
    check(
      'garage_sales_date_bounds_check',
      sql`${t.startDate} >= '0001-01-01' and ${t.endDate} <= '9999-12-31'`,
    ),
    check('garage_sales_start_time_check', sql`${t.startTime} < '24:00'`),
    check('garage_sales_end_time_check', sql`${t.endTime} < '24:00'`),
    check('garage_sales_lat_check', sql`${t.lat} between -90 and 90`),
    check('garage_sales_lng_check', sql`${t.lng} between -180 and 180`),
    // The list query: sales whose days overlap a window, as a range (a B-tree on the two dates reads every
    // sale that ends after the window starts). Not partial: the planner reads the statistics of an
    // expression only from a whole-table index, and it needs them to count a window's sales (sales.repo.ts).
    index('garage_sales_days_idx').using('gist', saleDays(t)),
    // The same with a city: the list matches cities regardless of case.
    index('garage_sales_listed_city_idx')
      .on(sql`lower(${t.city})`, t.endDate, t.startDate)
      .where(sql`${t.isActive} and not ${t.isCompleted}`),
    index('garage_sales_user_id_idx').on(t.userId),
    // The search term (text-search.ts): trigrams of the very expression the list query matches. Without a
    // pending list (fastupdate): new sales go straight into the index, which a scan reads quickly; the pending
    // list is read row by row, and only a vacuum empties it (PGlite has no autovacuum).
    index('garage_sales_search_idx')
      .using('gin', sql`${saleSearchDocument(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    saleId: saleRef(),
    url: varchar('url', { length: 255 }).notNull(),
    thumbnailUrl: varchar('thumbnail_url', { length: 255 }),
    caption: varchar('caption', { length: 255 }),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_sale_id_idx').on(t.saleId, t.sortOrder),
    // Exactly one featured photo per sale at most, enforced by the database.
    uniqueIndex('photos_one_featured_per_sale').on(t.saleId).where(sql`${t.isFeatured}`),
  ],
);

/** A sale's items (issue 26), in the seller's order; up to MAX_ITEMS_PER_SALE. */
export const saleItems = pgTable(
  'sale_items',
  {
    id: serial('id').primaryKey(),
    saleId: saleRef(),
    position: integer('position').notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    priceCents: integer('price_cents'),
    priceNote: varchar('price_note', { length: 10 }),
    // One of the sale's photos (the service checks it is this sale's); the item stays if the photo goes.
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    sold: boolean('sold').notNull().default(false),
    // When the item was first listed: a saved search alerts on items added to a sale posted earlier.
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_items_sale_idx').on(t.saleId, t.position),
    index('sale_items_created_idx').on(t.createdAt),
    check('sale_items_price_check', sql`${t.priceCents} >= 0`),
    check('sale_items_price_note_check', sql`${t.priceNote} in ('free', 'offer')`),
    check('sale_items_price_or_note_check', sql`${t.priceCents} is null or ${t.priceNote} is null`),
  ],
);

export const saleCategoryMapping = pgTable(
  'sale_category_mapping',
  {
    saleId: saleRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.categoryId] }),
    index('sale_category_category_idx').on(t.categoryId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: accountRef(),
    saleId: saleRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.saleId] }), index('favorites_sale_id_idx').on(t.saleId)],
);

/** The sales a signed-in shopper means to visit (issue 11): the planner's stops, kept on the account. */
export const planSales = pgTable(
  'plan_sales',
  {
    userId: accountRef(),
    saleId: saleRef(),
    addedAt: moment('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.saleId] }), index('plan_sales_sale_id_idx').on(t.saleId)],
);

/**
 * A seller's unfinished sale (issue 26), one per account and kind ('new-sale' is the only one): the wizard's
 * values as it last saved them. Gone 30 days after the last save (expires_at), or when the sale is posted.
 */
export const saleDrafts = pgTable(
  'sale_drafts',
  {
    userId: accountRef(),
    kind: varchar('kind', { length: 20 }).notNull().default('new-sale'),
    values: jsonb('values').notNull(),
    step: integer('step').notNull().default(1),
    copyPhotos: jsonb('copy_photos'),
    updatedAt: updatedAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    index('sale_drafts_expires_at_idx').on(t.expiresAt),
    check('sale_drafts_kind_check', sql`${t.kind} in ('new-sale')`),
  ],
);

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().default('google_maps').unique(),
  key: text('key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Texts an operator edits in Settings and the site shows as pages; one row a page, by slug ('terms').
 * No row: the page shows its default text.
 */
export const sitePages = pgTable('site_pages', {
  slug: varchar('slug', { length: 50 }).primaryKey(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});

/** Answers of the geocoding provider, so one address is asked of it once. */
export const geocodeCache = pgTable('geocode_cache', {
  query: varchar('query', { length: 400 }).primaryKey(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  createdAt: createdAt(),
});

/**
 * What administrators did to other people's accounts (issue 21): sent a password-reset link, cleared the
 * failed logins. The account's address is kept as it was, so the record outlives the account.
 */
export const accountActionLog = pgTable(
  'account_action_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's address, or 'npm run admin' for the operator's command line. */
    adminEmail: varchar('admin_email', { length: 255 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_action_log_created_idx').on(t.createdAt),
    check(
      'account_action_log_action_check',
      sql`${t.action} in ('password-reset-link', 'login-throttle-cleared')`,
    ),
  ],
);

/** A record of every moderation delete: who removed which sale, why and when. */
export const moderationLog = pgTable('moderation_log', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  adminEmail: varchar('admin_email', { length: 255 }).notNull(),
  saleId: integer('sale_id').notNull(),
  saleTitle: varchar('sale_title', { length: 255 }).notNull(),
  sellerEmail: varchar('seller_email', { length: 255 }),
  reason: varchar('reason', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

/**
 * Reports from the community: one per person per sale (a second is refused). Dismissing keeps the rows
 * (dismissedAt) so an administrator's decision stays on record and the same people are not counted again.
 */
export const saleReports = pgTable(
  'sale_reports',
  {
    id: serial('id').primaryKey(),
    saleId: saleRef(),
    reporterId: accountRef('reporter_id'),
    reason: varchar('reason', { length: 40 }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
    dismissedAt: moment('dismissed_at'),
  },
  (t) => [
    uniqueIndex('sale_reports_sale_reporter_key').on(t.saleId, t.reporterId),
    index('sale_reports_open_idx').on(t.saleId).where(sql`${t.dismissedAt} is null`),
    index('sale_reports_reporter_idx').on(t.reporterId),
    check('sale_reports_details_check', sql`char_length(${t.details}) <= 500`),
  ],
);

/**
 * Request counts of the rate limits, per route and client, when instances share a PostgreSQL server
 * (instances/pg-rate-limit-store.ts); the embedded database keeps them in memory.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 500 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: moment('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);

/** The next free start of a paced outside service (the geocoder's one request a second), for every instance. */
export const servicePace = pgTable('service_pace', {
  name: varchar('name', { length: 200 }).primaryKey(),
  nextFreeAt: moment('next_free_at').notNull(),
});

/**
 * Mail to send, written in the same transaction as the change that causes it (the outbox pattern); the
 * app's mail worker sends it with retries (mail/mail-worker.ts). `eventKey` names the event the message is
 * about ('password-reset:<token id>', 'change-notice:<sale>:<batch>'): one address gets one message per
 * event, however often the event is queued. With no SMTP_URL the rows are the mail: administrators read
 * them on the Outbox screen.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** The one-click unsubscribe address (List-Unsubscribe), for mail the reader did not ask for. */
    unsubscribeUrl: text('unsubscribe_url'),
    /** queued → sent, or kept (no SMTP_URL: the outbox is its destination), or failed after every retry. */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** A worker's claim: until then no other instance sends this row. */
    lockedUntil: moment('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_event_key').on(sql`lower(${t.toAddress})`, t.eventKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'kept', 'failed')`),
  ],
);

/**
 * Each person's choice of mail (issue 12). No row means the defaults: change notices and saved-search
 * digests on (the person asked for those by saving a sale or a search), reminders off until chosen
 * (a mail every evening before each favourite's day is a lot to get unasked).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(false),
  changeNotices: boolean('change_notices').notNull().default(true),
  savedSearchDigests: boolean('saved_search_digests').notNull().default(true),
  /** Site time of the evening-before reminder. */
  reminderTime: time('reminder_time').notNull().default('19:00'),
  updatedAt: updatedAt(),
});

/**
 * One-click unsubscribe links of the mail a person did not ask for: only the SHA-256 of the token, bound
 * to the person and the kind of mail it stops (and, for a digest, the saved search).
 */
export const unsubscribeTokens = pgTable(
  'unsubscribe_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: accountRef(),
    kind: varchar('kind', { length: 30 }).notNull(),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** For an organizer's message (issue 25): the community sale day whose messages the link stops. */
    eventId: integer('event_id').references(() => saleEvents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unsubscribe_tokens_user_idx').on(t.userId),
    check(
      'unsubscribe_tokens_kind_check',
      sql`${t.kind} in ('reminders', 'change-notices', 'saved-search', 'event-messages')`,
    ),
  ],
);

/**
 * A change to a favourited sale that its fans are told about: written in the edit's own transaction; the
 * scheduler sends one notice per sale once no change has come for a few minutes. Title, address and the
 * recipients are copied here, so a removal can still be told after the sale row (and its favourites) is gone.
 */
export const saleChangeEvents = pgTable(
  'sale_change_events',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull(),
    /** 'edited', 'completed' or 'removed'. */
    change: varchar('change', { length: 20 }).notNull(),
    saleTitle: varchar('sale_title', { length: 255 }).notNull(),
    /** Days, hours and address before and after (sale-snapshot.ts), the same shape both sides. */
    before: jsonb('before').notNull(),
    after: jsonb('after'),
    /** Who had favourited the sale (its owner left out) when it changed. */
    recipientIds: jsonb('recipient_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
    /** Set once the notice is queued. */
    noticedAt: moment('noticed_at'),
  },
  (t) => [
    index('sale_change_events_pending_idx').on(t.saleId, t.createdAt).where(sql`${t.noticedAt} is null`),
    check('sale_change_events_change_check', sql`${t.change} in ('edited', 'completed', 'removed')`),
  ],
);

/** A shopper's saved Explore filters (the URL's query form, checked by the list's filter schema). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: accountRef(),
    name: varchar('name', { length: 80 }).notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    /** The daily digest of this search (its unsubscribe link turns it off). */
    emailDigest: boolean('email_digest').notNull().default(true),
    createdAt: createdAt(),
    /** Sales created after this are new to the next digest. */
    lastDigestAt: moment('last_digest_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Single-use links sent by mail: a password reset (one hour) or an email confirmation. Only the SHA-256 of
 * the token is kept, so a leaked table opens no account; `used_at` makes a link work once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: accountRef(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password-reset', 'verify-email', 'sign-in')`),
  ],
);

/**
 * Browsers that signed in to an account before (a long-lived random cookie, its SHA-256 kept here): their
 * correct password is not refused because of someone else's failed guesses (decision 0018).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: accountRef(),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/**
 * A community sale day (issue 25): a town-wide garage sale an organizer runs. Its days and hours are in
 * `event_days`, its area in `event_cities` (none: the whole county), its sales in `event_sales`.
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    rules: text('rules'),
    registrationOpensAt: moment('registration_opens_at').notNull(),
    registrationClosesAt: moment('registration_closes_at').notNull(),
    /** The most sales the event takes (null: no cap). */
    maxSales: integer('max_sales'),
    /** When the sales were first numbered (registration closed, or the organizer asked): numbers stay after. */
    numberedAt: moment('numbered_at'),
    /** The highest number ever given: a late sale takes the next one, a leaving sale's is never given again. */
    lastNumber: integer('last_number').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sale_events_slug_key').on(t.slug),
    check('sale_events_registration_check', sql`${t.registrationOpensAt} < ${t.registrationClosesAt}`),
    check('sale_events_max_sales_check', sql`${t.maxSales} is null or ${t.maxSales} > 0`),
  ],
);

/** The event's own reference: the row goes when the event does. */
function eventRef() {
  return integer('event_id')
    .notNull()
    .references(() => saleEvents.id, { onDelete: 'cascade' });
}

/** An event's days, each with its default hours (the wizard fills them in for a registering seller). */
export const eventDays = pgTable(
  'event_days',
  {
    eventId: eventRef(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.date] }),
    check('event_days_times_check', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** The cities an event covers; an event with none covers the whole area. */
export const eventCities = pgTable(
  'event_cities',
  {
    eventId: eventRef(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.cityId] })],
);

/** People an administrator made organizers of one event: they manage that event only. */
export const eventOrganizers = pgTable(
  'event_organizers',
  {
    eventId: eventRef(),
    userId: accountRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_organizers_user_idx').on(t.userId)],
);

/**
 * The sales registered for an event. A sale is in one event at most. `number` (#1...#N) is given once
 * and never changes; `follows_event_dates` off keeps the sale's own days when the event moves (rain date).
 */
export const eventSales = pgTable(
  'event_sales',
  {
    eventId: eventRef(),
    saleId: saleRef(),
    number: integer('number'),
    followsEventDates: boolean('follows_event_dates').notNull().default(true),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.saleId] }),
    uniqueIndex('event_sales_sale_key').on(t.saleId),
    uniqueIndex('event_sales_number_key').on(t.eventId, t.number),
    check('event_sales_number_check', sql`${t.number} is null or ${t.number} > 0`),
  ],
);

/** What administrators and organizers did to an event (the moderation log of issue 25): who, what, when. */
export const eventLog = pgTable(
  'event_log',
  {
    id: serial('id').primaryKey(),
    eventId: eventRef(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 255 }).notNull(),
    /** 'created', 'edited', 'organizer-added', 'organizer-removed', 'numbered', 'moved', 'messaged', 'exported' */
    action: varchar('action', { length: 40 }).notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('event_log_event_idx').on(t.eventId, t.createdAt)],
);

/** Sellers who stopped an event's "Message all sellers" mail with its unsubscribe link. */
export const eventMessageStops = pgTable(
  'event_message_stops',
  {
    eventId: eventRef(),
    userId: accountRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/**
 * Who is coming (issue 26): per sale and site day, how many saved it, added it to a plan or a calendar, and
 * opened it. Counts only: no row names a person (decision 0036).
 */
export const saleDailyCounts = pgTable(
  'sale_daily_counts',
  {
    saleId: saleRef(),
    day: date('day', { mode: 'string' }).notNull(),
    saves: integer('saves').notNull().default(0),
    plans: integer('plans').notNull().default(0),
    calendars: integer('calendars').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.day] })],
);

/**
 * Today's random secret for the marks below, one per site day, shared by every instance; yesterday's is
 * deleted with its marks, so no mark can be matched to an address and browser afterwards.
 */
export const statsDaySecrets = pgTable('stats_day_secrets', {
  day: date('day', { mode: 'string' }).primaryKey(),
  secret: varchar('secret', { length: 100 }).notNull(),
});

/** HMAC(today's secret, sale + kind + address + browser): "this viewer already counted today", for one day. */
export const statsViewerMarks = pgTable(
  'stats_viewer_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mark: varchar('mark', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mark] })],
);
