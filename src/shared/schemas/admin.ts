import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { accountIdentityFields } from './auth';
import { IsoDateSchema, intSchema, noControlCharacters, noControlCharactersButLineBreaks } from './common';
import { SaleSchema } from './sale';
import { DATES_ORDER_MESSAGE } from './sale-form';
import { SaleStatsSchema } from './sale-stats';

/**
 * The administrator slice (spec §2 Admin screens, §3, §5, §7): the forms' rules, used by the admin
 * screens (react-hook-form) and by the server (/api/admin/*), so both sides give the same messages.
 * zod/mini, as every schema the browser loads (docs/decisions/0020).
 */

/** Optional in a form: empty or absent is stored as null; longer than `max` says `tooLong`. */
const optionalText = (max: number, tooLong: string) =>
  z.pipe(
    z.nullish(noControlCharacters(z.string().check(z.trim(), z.maxLength(max, tooLong)))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** The French name of a city, neighborhood or category (issue 24): optional, like its length rule. */
const NAME_FR_MAX = 100;
const optionalFrenchName = optionalText(NAME_FR_MAX, msg('admin.nameFr.tooLong', { max: NAME_FR_MAX }));

/** A description may hold line breaks (other control characters are refused). */
const optionalDescription = z.pipe(
  z.nullish(
    noControlCharactersButLineBreaks(
      z.string().check(z.trim(), z.maxLength(1000, msg('admin.description.tooLong', { max: 1000 }))),
    ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** A name of 2 to 100 characters, trimmed, with no control characters. */
const nameField = (tooShort: string, tooLong: string) =>
  noControlCharacters(
    z.string({ message: tooShort }).check(z.trim(), z.minLength(2, tooShort), z.maxLength(100, tooLong)),
  );

// ---------------------------------------------------------------------------------------------- cities

export const CITY_NAME_MESSAGE = msg('admin.cityName.tooShort');
export const STATE_MESSAGE = msg('admin.state.tooShort');
export const STATE_LENGTH_MESSAGE = msg('admin.state.format');

/** Spec §5 City form; §7 POST /api/admin/cities {name, state, zip_code, is_active}. */
export const CityFormSchema = z.object({
  name: nameField(CITY_NAME_MESSAGE, msg('admin.cityName.tooLong')),
  // §3: state is 2 characters; §5 says at least 2. So exactly two letters, stored in capitals.
  state: z.pipe(
    z
      .string({ message: STATE_MESSAGE })
      .check(
        z.trim(),
        z.minLength(2, STATE_MESSAGE),
        z.maxLength(2, STATE_LENGTH_MESSAGE),
        z.regex(/^[A-Za-z]{2}$/, STATE_LENGTH_MESSAGE),
      ),
    z.transform((value: string) => value.toUpperCase()),
  ),
  zip_code: optionalText(10, msg('admin.zipCode.tooLong', { max: 10 })),
  is_active: z._default(z.boolean(), true),
  /** Its French name where it has one (issue 24); French pages show the official one otherwise. */
  name_fr: optionalFrenchName,
});
export type CityFormInput = z.input<typeof CityFormSchema>;
export type CityForm = z.output<typeof CityFormSchema>;
export const EMPTY_PATCH_MESSAGE = msg('admin.patch.empty');

/**
 * PATCH carries the city fields; any left out stay as they are. is_active loses its default here (zod 4
 * keeps defaults under .partial(), which would quietly reactivate a city on a rename).
 */
export const CityPatchSchema = z
  .partial(z.extend(CityFormSchema, { is_active: z.boolean() }))
  .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), EMPTY_PATCH_MESSAGE));

export const AdminCitySchema = z.object({
  id: intSchema(),
  name: z.string(),
  state: z.string(),
  zip_code: z.nullable(z.string()),
  is_active: z.boolean(),
  name_fr: z.nullable(z.string()),
  /** Sales stored under this city's name (a city in use cannot be deleted). */
  saleCount: intSchema(),
});
export type AdminCity = z.infer<typeof AdminCitySchema>;

// ------------------------------------------------------------------------------------------ categories

export const CATEGORY_NAME_MESSAGE = msg('admin.categoryName.tooShort');

/** Spec §5 Category form; §7 POST /api/admin/categories {name, description, iconName}. */
export const CategoryFormSchema = z.object({
  name: nameField(CATEGORY_NAME_MESSAGE, msg('admin.categoryName.tooLong')),
  /** The name French pages show (issue 24); without one they show `name`. */
  nameFr: optionalFrenchName,
  description: optionalDescription,
  iconName: optionalText(50, msg('admin.iconName.tooLong', { max: 50 })),
});
export type CategoryFormInput = z.input<typeof CategoryFormSchema>;
export type CategoryForm = z.output<typeof CategoryFormSchema>;

export const AdminCategorySchema = z.object({
  id: intSchema(),
  name: z.string(),
  nameFr: z.nullable(z.string()),
  description: z.nullable(z.string()),
  iconName: z.nullable(z.string()),
  saleCount: intSchema(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

// --------------------------------------------------------------------------------------- neighborhoods

export const NEIGHBORHOOD_NAME_MESSAGE = msg('admin.neighborhoodName.tooShort');
export const SELECT_CITY_MESSAGE = msg('admin.city.select');

/** Spec §5 Neighborhood form; §7 POST /api/admin/neighborhoods {name, cityId, description}. */
export const NeighborhoodFormSchema = z.object({
  name: nameField(NEIGHBORHOOD_NAME_MESSAGE, msg('admin.neighborhoodName.tooLong')),
  cityId: z
    .number({ message: SELECT_CITY_MESSAGE })
    .check(
      z.int(SELECT_CITY_MESSAGE),
      z.positive(SELECT_CITY_MESSAGE),
      z.lte(2_147_483_647, SELECT_CITY_MESSAGE),
    ),
  description: optionalDescription,
  /** Its French name where it has one (issue 24). */
  nameFr: optionalFrenchName,
});
export type NeighborhoodFormInput = z.input<typeof NeighborhoodFormSchema>;
export type NeighborhoodForm = z.output<typeof NeighborhoodFormSchema>;

export const AdminNeighborhoodSchema = z.object({
  id: intSchema(),
  name: z.string(),
  nameFr: z.nullable(z.string()),
  cityId: intSchema(),
  cityName: z.string(),
  description: z.nullable(z.string()),
  isActive: z.boolean(),
  saleCount: intSchema(),
});
export type AdminNeighborhood = z.infer<typeof AdminNeighborhoodSchema>;

// ----------------------------------------------------------------------------------------------- users

/** GET /api/admin/users: spec §7 (id, email, firstName, lastName, userType), plus when they joined. */
export const AdminUserSchema = z.object({
  ...accountIdentityFields(),
  createdAt: z.string(),
  saleCount: intSchema(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** PUT .../promote and .../demote answer the user's new role. */
export const LOGIN_THROTTLE_CLEARED = msg('admin.loginThrottle.cleared');

export const UserRoleAnswerSchema = z.object({ id: intSchema(), userType: z.enum(['user', 'admin']) });

/**
 * Issue 21: administrators never read reset or sign-in links (the Outbox hides them); to help someone who
 * cannot sign in, they send a fresh reset link to the person's own address, and it is logged.
 */
export const passwordResetLinkSent = (email: string) => msg('admin.resetLink.sent', { email });
export const RESET_LINKS_USED_UP = msg('admin.resetLink.usedUp');

/** GET /api/admin/account-actions: what administrators did to accounts, newest first. */
export const AccountActionEntrySchema = z.object({
  id: intSchema(),
  adminEmail: z.string(),
  action: z.enum(['password-reset-link', 'login-throttle-cleared']),
  userEmail: z.string(),
  createdAt: z.string(),
});
export type AccountActionEntry = z.infer<typeof AccountActionEntrySchema>;

// ----------------------------------------------------------------------------------------------- sales

/** Spec §3: the admin list adds userName and userEmail to a sale; issue 26 its counters, as My Sales has them. */
export const AdminSaleSchema = z.object({
  ...SaleSchema.shape,
  /** The seller's first and last name, or null when they gave none. */
  userName: z.nullable(z.string()),
  userEmail: z.string(),
  /** Who is coming: opened, saved, planned, put in a calendar, this week and in all (decision 0036). */
  stats: SaleStatsSchema,
});
export type AdminSale = z.infer<typeof AdminSaleSchema>;

/** The most sales each admin tab lists; a search (`q`) finds the others. */
export const ADMIN_SALES_TAB_LIMIT = 200;

/** GET /api/admin/sales?q=: a search over title, address, city, neighborhood and the seller's name and email. */
export const AdminSalesQuerySchema = z.object({
  // A NUL would reach PostgreSQL's ILIKE and fail there (a 500): refused here like the public list's.
  q: z.optional(
    noControlCharacters(z.string().check(z.trim(), z.maxLength(100, msg('admin.salesSearch.tooLong')))),
  ),
});

/**
 * GET /api/admin/sales, by the local today: current (running today), upcoming (starting later) and
 * past (ended or marked complete), each in its tab's order and at most ADMIN_SALES_TAB_LIMIT long.
 * `totals` counts every sale of each tab (that matches `q`), listed or not: years of past sales would
 * otherwise make the screen send tens of megabytes.
 */
export const AdminSalesSchema = z.object({
  current: z.array(AdminSaleSchema),
  upcoming: z.array(AdminSaleSchema),
  past: z.array(AdminSaleSchema),
  totals: z.object({
    current: intSchema().check(z.nonnegative()),
    upcoming: intSchema().check(z.nonnegative()),
    past: intSchema().check(z.nonnegative()),
  }),
});
export type AdminSales = z.infer<typeof AdminSalesSchema>;
/** The three tabs of the admin sales screen. */
export type AdminSalesTab = keyof AdminSales['totals'];
export const ADMIN_SALES_TABS: readonly AdminSalesTab[] = ['current', 'upcoming', 'past'];

/** Spec §9: the fixed reason of a moderation delete. */
export const MODERATION_REASON = 'Does not meet community guidelines';

/** GET /api/admin/moderation-log: the newest moderation deletes first. */
export const ModerationEntrySchema = z.object({
  id: intSchema(),
  adminEmail: z.string(),
  saleId: intSchema(),
  saleTitle: z.string(),
  sellerEmail: z.nullable(z.string()),
  reason: z.string(),
  createdAt: z.string(),
});
export type ModerationEntry = z.infer<typeof ModerationEntrySchema>;

// -------------------------------------------------------------------------------------------- settings

export const API_KEY_MESSAGE = msg('admin.apiKey.tooShort');

/** Spec §5 Api key form. */
export const ApiKeyFormSchema = z.object({
  apiKey: z
    .string({ message: API_KEY_MESSAGE })
    .check(
      z.trim(),
      z.minLength(20, API_KEY_MESSAGE),
      z.maxLength(200, msg('admin.apiKey.tooLong')),
      z.regex(/^[\x21-\x7e]+$/, msg('admin.apiKey.characters')),
    ),
});
export type ApiKeyForm = z.infer<typeof ApiKeyFormSchema>;

/** GET /api/admin/settings/maps-key: whether a key is set and where from, never the whole key. */
export const MapsKeyStatusSchema = z.object({
  source: z.enum(['database', 'environment', 'none']),
  /** The key's last four characters, so an admin can tell which key it is. */
  lastFour: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type MapsKeyStatus = z.infer<typeof MapsKeyStatusSchema>;

// ------------------------------------------------------------------------------------------------ debug

export const MISSING_INFORMATION = msg('admin.debug.missing');

/** Spec §5 Debug dates tool: a sale id and both dates ('Missing Information'). */
export const UpdateSaleDatesSchema = z
  .object({
    saleId: z
      .number({ message: MISSING_INFORMATION })
      .check(
        z.int(msg('admin.debug.saleIdNotWhole')),
        z.positive(msg('admin.debug.saleIdNotWhole')),
        z.lte(2_147_483_647, msg('admin.debug.saleIdTooLarge')),
      ),
    startDate: z.pipe(
      z.string({ message: MISSING_INFORMATION }).check(z.minLength(1, MISSING_INFORMATION)),
      IsoDateSchema,
    ),
    endDate: z.pipe(
      z.string({ message: MISSING_INFORMATION }).check(z.minLength(1, MISSING_INFORMATION)),
      IsoDateSchema,
    ),
  })
  .check(
    z.refine((value) => value.startDate <= value.endDate, {
      path: ['endDate'],
      message: DATES_ORDER_MESSAGE,
    }),
  );
export type UpdateSaleDates = z.infer<typeof UpdateSaleDatesSchema>;

/** Every admin change that has nothing else to say answers this. */
export const OkAnswerSchema = z.object({ message: z.string() });
