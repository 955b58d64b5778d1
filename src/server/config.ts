import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RegisterSchema } from '../shared/schemas/auth';
import { type MailConfig, MailEnvSchema, toMailConfig } from './config-mail';
import {
  type PhotoStorageConfig,
  PhotoStorageEnvSchema,
  photoStorageProblems,
  toPhotoStorageConfig,
} from './config-photo-storage';
import { emptyAsUndefined, httpBaseAddress, parseHttpUrl, wholeNumberSetting } from './config-values';

/** The site's time zone when TIMEZONE is not set (the demo data's city). */
export const DEFAULT_TIME_ZONE = 'America/Edmonton';
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list as Fastify accepts them. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  'must be true, false, a number of proxy hops, or a comma-separated list of IP addresses or CIDR ranges';

/** Fastify's trustProxy: off, on, a hop count, or the proxies' addresses. */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((text, ctx): boolean | number | string[] => {
    const value = text.trim().toLowerCase();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

/** An absolute http(s) origin: scheme, host and optional port, nothing after. */
const PublicUrlSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text, ctx) => {
      const url = parseHttpUrl(text);
      if (url?.pathname !== '/') {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an http(s) address with no path, such as https://sales.parkland.example',
        });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

const NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

/** Nominatim's countrycodes: ISO 3166-1 alpha-2 codes, comma-separated; empty means worldwide. */
const CountryCodesSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((text) => text.split(',').map((code) => code.trim().toLowerCase()))
    .refine(
      (codes) => codes.every((code) => /^[a-z]{2}$/.test(code)),
      'must be two-letter country codes separated by commas, such as ca or ca,us',
    )
    .transform((codes) => codes.join(','))
    .optional(),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SITE_NAME: z.string().min(1).max(100).default('Parkland Garage Sales'),
  PRODUCT_NOUN: z
    .string()
    .min(2)
    .max(40)
    .regex(/^[\p{L} -]+$/u, 'may hold only letters, spaces and hyphens')
    .default('garage sales'),
  /** The noun in French (issue 24): "vente de garage" is what Canadian French speakers say. */
  PRODUCT_NOUN_FR: z
    .string()
    .min(2)
    .max(40)
    .regex(/^[\p{L} -]+$/u, 'may hold only letters, spaces and hyphens')
    .default('ventes de garage'),
  CONTACT_EMAIL: z.email('must be an email address').default('help@example.org'),
  MAP_CENTER: z
    .string()
    .default('53.475,-114.086')
    .transform((text, ctx) => {
      const [lat, lng, ...rest] = text.split(',').map((part) => Number(part.trim()));
      if (
        rest.length > 0 ||
        lat === undefined ||
        lng === undefined ||
        !Number.isFinite(lat) ||
        !Number.isFinite(lng)
      ) {
        ctx.addIssue({ code: 'custom', message: 'must be "latitude,longitude", e.g. 53.475,-114.086' });
        return z.NEVER;
      }
      if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        ctx.addIssue({ code: 'custom', message: 'latitude must be within ±90 and longitude within ±180' });
        return z.NEVER;
      }
      return { lat, lng };
    }),
  MAP_ZOOM: z.coerce.number().int().min(1).max(20).default(12),
  TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/Edmonton')
    .default(DEFAULT_TIME_ZONE),
  TILE_URL: z
    .string()
    .refine(
      (url) => /^https?:\/\//.test(url) && url.includes('{z}'),
      'must be an http(s) URL with {z}, {x} and {y}',
    )
    .default(DEFAULT_TILE_URL),
  TILE_ATTRIBUTION: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().min(20, 'must be at least 20 characters').optional(),
  ),
  // The Nominatim-compatible geocoder.
  GEOCODER_URL: z.preprocess(emptyAsUndefined, httpBaseAddress(NOMINATIM_URL).default(NOMINATIM_URL)),
  GEOCODER_COUNTRY_CODES: CountryCodesSchema,
  // The OSRM-compatible router for the planner's driving times.
  ROUTER_URL: z.preprocess(emptyAsUndefined, httpBaseAddress('https://router.example.org').optional()),
  TRUST_PROXY: TrustProxySchema,
  PUBLIC_URL: PublicUrlSchema,
  REGISTER_LIMIT_PER_HOUR: wholeNumberSetting(1, 1_000_000, 'must be a whole number from 1 to 1000000', 10),
  // Reports from this many different people hide a sale from the public until an administrator looks.
  REPORTS_TO_HIDE: wholeNumberSetting(1, 100, 'must be a whole number from 1 to 100', 3),
  // Only reports from confirmed accounts at least this many days old count toward REPORTS_TO_HIDE.
  REPORTER_MIN_AGE_DAYS: wholeNumberSetting(0, 365, 'must be a whole number of days from 0 to 365', 7),
  // The hour (site time) of the saved searches' daily digest.
  DIGEST_HOUR: wholeNumberSetting(0, 23, 'must be a whole hour from 0 to 23', 8),
  DEMO_DATA: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  // Backups (tools/backup): where `npm run backup` writes them, and how many of them it keeps.
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_KEEP: wholeNumberSetting(0, 9999, 'must be a whole number from 0 (keep every backup) to 9999', 7),
  // Free space kept on DATA_DIR's disk (ops/disk-space.ts): writes answer 507 below it; 0 turns it off.
  DISK_RESERVE_MB: wholeNumberSetting(
    0,
    999_999,
    'must be a whole number of megabytes (0 turns the reserve off)',
    100,
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The first administrator (see admin/bootstrap-admin.ts): the register form's rules, so that the
  // account could have been made through the site.
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.optional(RegisterSchema.shape.email)),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.optional(RegisterSchema.shape.password)),
  // Bearer token of GET /metrics (decision 0011); without it the route does not exist.
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  ),
  ...MailEnvSchema.shape,
  ...PhotoStorageEnvSchema.shape,
});

/** Every variable loadConfig reads (the compose file's test checks it sets no other). */
export const ENVIRONMENT_VARIABLES: readonly string[] = [...Object.keys(EnvSchema.shape), 'CLIENT_BUILD_DIR'];

/** Values never repeated in an error message: it goes to the console and the logs. */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL']);

const ADMIN_PAIR_MESSAGE =
  'set both ADMIN_EMAIL and ADMIN_PASSWORD to create or promote the first administrator, or neither';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Where `npm run backup` writes backups (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** How many backups to keep (BACKUP_KEEP); 0 keeps them all. */
  backupKeep: number;
  /** Free space kept on DATA_DIR's disk, in bytes (DISK_RESERVE_MB); 0: no reserve. */
  diskReserveBytes: number;
  /** Where photos are kept: the uploads folder (disk) or an S3-compatible bucket. */
  photoStorage: PhotoStorageConfig;
  databaseUrl: string | undefined;
  siteName: string;
  productNoun: string;
  /** PRODUCT_NOUN's French counterpart, plural and lower case ('ventes de garage'). */
  productNounFr: string;
  contactEmail: string;
  mapCenter: { lat: number; lng: number };
  mapZoom: number;
  timeZone: string;
  /** The site's clock ("open now"); not an environment setting (tests fix it). */
  now: () => Date;
  tileUrl: string;
  tileAttribution: string;
  googleMapsApiKey: string | undefined;
  /** Nominatim-compatible geocoder base address (no trailing slash), used when no Google key is set. */
  geocoderUrl: string;
  /** Nominatim's countrycodes parameter ('ca,us'), or undefined for worldwide. */
  geocoderCountryCodes: string | undefined;
  /** OSRM-compatible router base address (no trailing slash) for the planner; straight lines without it. */
  routerUrl: string | undefined;
  /** How long the planner waits for the router before using straight lines; tests may lower it. */
  routerTimeoutMs: number;
  /** Google's geocoding endpoint; not an environment setting (tests point it at a local server). */
  googleGeocodeUrl: string;
  /** How long Google's geocoder may take before GEOCODER_URL is asked instead; tests may lower it. */
  googleGeocodeTimeoutMs: number;
  /** Least spacing between two Nominatim requests (its usage policy: one a second); tests may lower it. */
  geocoderIntervalMs: number;
  /** Fastify's trustProxy: which hops' X-Forwarded-* headers to believe (false: none). */
  trustProxy: boolean | number | string[];
  /** The site's public origin (no trailing slash) for absolute links; else the request's own. */
  publicUrl: string | undefined;
  /** New accounts one network address may create an hour (REGISTER_LIMIT_PER_HOUR). */
  registrationsPerHour: number;
  /** Different people whose reports hide a sale until an administrator looks (REPORTS_TO_HIDE). */
  reportsToHide: number;
  /** Days an account must have existed (and be confirmed) for its reports to count (REPORTER_MIN_AGE_DAYS). */
  reporterMinAgeDays: number;
  demoData: boolean;
  logLevel: string;
  /** The administrator ensured at start (ADMIN_EMAIL and ADMIN_PASSWORD), or undefined. */
  admin: { email: string; password: string } | undefined;
  /** The bearer token GET /metrics asks for; undefined: no metrics route. */
  metricsToken: string | undefined;
  /** The notification scheduler (notifications/scheduler.ts). */
  notifications: NotificationSchedule;
  /** How mail leaves (SMTP_URL, MAIL_FROM) and how the outbox worker paces itself. */
  mail: MailConfig;
  /** Where the built client lives; absent in API-only tests. */
  clientDir: string | undefined;
}

export interface NotificationSchedule {
  /** How often the scheduler looks for reminders, settled changes and digests; 0 turns it off (tests tick by hand). */
  tickMs: number;
  /** A sale's changes are told once none has come for this long, so several edits make one notice. */
  changeQuietMs: number;
  /** The hour (site time) of the saved searches' daily digest (DIGEST_HOUR). */
  digestHour: number;
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the app with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
        return `  ${name}=${value}: ${issue.message}`;
      });
  const adminEmailSet = Boolean(env.ADMIN_EMAIL);
  if (adminEmailSet !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = adminEmailSet ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    lines.push(`  ${missing} is not set: ${ADMIN_PAIR_MESSAGE}`);
  }
  lines.push(...photoStorageProblems(env));
  if (!parsed.success || lines.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee the Configuration section of README.md.`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const usesDefaultTiles = e.TILE_URL === DEFAULT_TILE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupKeep: e.BACKUP_KEEP,
    diskReserveBytes: e.DISK_RESERVE_MB * 1_048_576,
    photoStorage: toPhotoStorageConfig(e),
    databaseUrl: e.DATABASE_URL,
    siteName: e.SITE_NAME,
    productNoun: e.PRODUCT_NOUN.toLowerCase(),
    productNounFr: e.PRODUCT_NOUN_FR.toLowerCase(),
    contactEmail: e.CONTACT_EMAIL,
    mapCenter: e.MAP_CENTER,
    mapZoom: e.MAP_ZOOM,
    timeZone: e.TIMEZONE,
    now: () => new Date(),
    tileUrl: e.TILE_URL,
    tileAttribution: e.TILE_ATTRIBUTION ?? (usesDefaultTiles ? OSM_ATTRIBUTION : 'Map tiles'),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    geocoderUrl: e.GEOCODER_URL,
    geocoderCountryCodes: e.GEOCODER_COUNTRY_CODES,
    routerUrl: e.ROUTER_URL,
    routerTimeoutMs: 4000,
    googleGeocodeUrl: 'https://maps.googleapis.com/maps/api/geocode/json',
    googleGeocodeTimeoutMs: 2500,
    geocoderIntervalMs: 1000,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    registrationsPerHour: e.REGISTER_LIMIT_PER_HOUR,
    reportsToHide: e.REPORTS_TO_HIDE,
    reporterMinAgeDays: e.REPORTER_MIN_AGE_DAYS,
    demoData: e.DEMO_DATA === '1',
    logLevel: e.LOG_LEVEL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    metricsToken: e.METRICS_TOKEN,
    notifications: { tickMs: 60_000, changeQuietMs: 5 * 60_000, digestHour: e.DIGEST_HOUR },
    mail: toMailConfig(e),
    // CLIENT_BUILD_DIR lets parallel test runs each build and serve their own client (a development knob).
    clientDir: path.resolve(env.CLIENT_BUILD_DIR || 'dist/client'),
  };
}
