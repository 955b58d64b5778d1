import type admin from './catalogs/en/admin.json';
import type adminApi from './catalogs/en/adminApi.json';
import type apiErrors from './catalogs/en/api-errors.json';
import type auth from './catalogs/en/auth.json';
import type contact from './catalogs/en/contact.json';
import type favorites from './catalogs/en/favorites.json';
import type geocode from './catalogs/en/geocode.json';
import type mail from './catalogs/en/mail.json';
import type notifications from './catalogs/en/notifications.json';
import type pages from './catalogs/en/pages.json';
import type saleForm from './catalogs/en/sale-form.json';
import type shell from './catalogs/en/shell.json';
import type validation from './catalogs/en/validation.json';

/**
 * The catalogues (decision 0025): one folder per language under catalogs/, one JSON file per namespace,
 * keyed by id, values in ICU MessageFormat. English is the source: its files give the keys' type, so a
 * key that does not exist is a type error. A new namespace is a file in each language's folder and a
 * line here (catalogs.test.ts checks the three agree).
 */
export interface Catalogs {
  /** The sales, photo and geocoding calls' error texts, and the framework's own 4xx and 507 (server only). */
  'api-errors': typeof apiErrors;
  /** The administrators' screens (client/features/admin), their tabs and guard. */
  admin: typeof admin;
  /** The admin and report routes' own API texts (server only: server/lib/server-i18n `apiText`). */
  adminApi: typeof adminApi;
  /** The pilot screen /contact. */
  contact: typeof contact;
  /** The address lookup's schema messages (the wizard's Locate, the shoppers' start point), both sides. */
  geocode: typeof geocode;
  /** Login, register, forgotten and new passwords, the mailed links' screens, the confirm banner. */
  auth: typeof auth;
  /** The Favorites screen and the hearts' toasts. */
  favorites: typeof favorites;
  /** Every mail's layout and the account mails (server only). */
  mail: typeof mail;
  /** Notification settings, saved searches (and Explore's Save this search), the unsubscribe page. */
  notifications: typeof notifications;
  /** What the server writes into pages: head, noscript, the web manifest (server only). */
  pages: typeof pages;
  /** The sale form's messages (shared/schemas/sale-form.ts), both sides. */
  'sale-form': typeof saleForm;
  /** The app's frame: bar, phone menu, footer, skip link, loading and start errors, the 404 page. */
  shell: typeof shell;
  /** The shared schemas' messages and the API's error texts (shared/i18n/messages.ts), both sides. */
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;
export const NAMESPACES = [
  'api-errors',
  'admin',
  'adminApi',
  'contact',
  'geocode',
  'auth',
  'favorites',
  'mail',
  'notifications',
  'pages',
  'sale-form',
  'shell',
  'validation',
] as const satisfies readonly Namespace[];

/**
 * The catalogues whose English texts schemas and services hold (`msg`, `messagesOf` in messages.ts):
 * plain {name} placeholders only, each text once across them all, as their texts are looked up.
 */
export const SCHEMA_NAMESPACES = [
  'validation',
  'sale-form',
  'geocode',
  'api-errors',
] as const satisfies readonly Namespace[];
export type SchemaNamespace = (typeof SCHEMA_NAMESPACES)[number];

export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string;
/** What a message's {placeholders} are given: text and numbers (plurals, numbers), or dates. */
export type MessageValues = Record<string, string | number | Date>;
