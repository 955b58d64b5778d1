import type admin from './catalogs/en/admin.json';
import type adminApi from './catalogs/en/adminApi.json';
import type apiErrors from './catalogs/en/api-errors.json';
import type apiTexts from './catalogs/en/api-texts.json';
import type auth from './catalogs/en/auth.json';
import type calendar from './catalogs/en/calendar.json';
import type contact from './catalogs/en/contact.json';
import type drafts from './catalogs/en/drafts.json';
import type draftsSchema from './catalogs/en/drafts-schema.json';
import type events from './catalogs/en/events.json';
import type eventsAdmin from './catalogs/en/events-admin.json';
import type eventsApi from './catalogs/en/events-api.json';
import type eventsPrint from './catalogs/en/events-print.json';
import type eventsSchema from './catalogs/en/events-schema.json';
import type explore from './catalogs/en/explore.json';
import type favorites from './catalogs/en/favorites.json';
import type geocode from './catalogs/en/geocode.json';
import type mail from './catalogs/en/mail.json';
import type mySales from './catalogs/en/my-sales.json';
import type notifications from './catalogs/en/notifications.json';
import type pages from './catalogs/en/pages.json';
import type plan from './catalogs/en/plan.json';
import type planSchema from './catalogs/en/plan-schema.json';
import type sale from './catalogs/en/sale.json';
import type saleForm from './catalogs/en/sale-form.json';
import type salePage from './catalogs/en/sale-page.json';
import type shell from './catalogs/en/shell.json';
import type ui from './catalogs/en/ui.json';
import type validation from './catalogs/en/validation.json';
import type wizard from './catalogs/en/wizard.json';

/**
 * The catalogues (decision 0025): one folder per language under catalogs/, one JSON file per namespace,
 * keyed by id, values in ICU MessageFormat. English is the source: its files give the keys' type, so a
 * key that does not exist is a type error. A new namespace is a file in each language's folder and a
 * line here (catalogs.test.ts checks the three agree).
 */
export interface Catalogs {
  /** The sales, photo and geocoding calls' error texts, and the framework's own 4xx and 507 (server only). */
  'api-errors': typeof apiErrors;
  /** The public routes' own API texts: limits, guards, refusals (server only: `apiText`). */
  'api-texts': typeof apiTexts;
  /** The administrators' screens (client/features/admin), their tabs and guard. */
  admin: typeof admin;
  /** The admin and report routes' own API texts (server only: server/lib/server-i18n `apiText`). */
  adminApi: typeof adminApi;
  /** The calendar files (.ics) the server writes, and the sale's Add to calendar link. */
  calendar: typeof calendar;
  /** The pilot screen /contact. */
  contact: typeof contact;
  /** Drafts and Post again (issue 26): the wizard's resume panel and copied photos, My Sales' link. */
  drafts: typeof drafts;
  /** The drafts' and Post again's schema messages (shared/schemas/sale-drafts.ts), both sides. */
  'drafts-schema': typeof draftsSchema;
  /** Community sale days (issue 25): the event page, Explore's banner and filter, the seller's parts. */
  events: typeof events;
  /** The administrators' and organizers' event screens: the list, the form, the dashboard. */
  'events-admin': typeof eventsAdmin;
  /** The event routes' own API texts (server only). */
  'events-api': typeof eventsApi;
  /** The booklet, poster and yard sign the server prints (server only). */
  'events-print': typeof eventsPrint;
  /** The event calls' schema messages (shared/schemas/events.ts), both sides. */
  'events-schema': typeof eventsSchema;
  /** Explore and a city's page: map, filters, quick filters, Near me, the list (and the first screen the server draws). */
  explore: typeof explore;
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
  /** The planner (/plan), its route sheet, and Explore's printed list. */
  plan: typeof plan;
  /** The planner's request schemas' messages (shared/schemas/plan.ts, plan-calendar.ts), both sides. */
  'plan-schema': typeof planSchema;
  /** The sale form's messages (shared/schemas/sale-form.ts), both sides. */
  'sale-form': typeof saleForm;
  /** A sale's card, detail (modal and page), its buttons, photos and report form. */
  sale: typeof sale;
  /** The app's frame: bar, phone menu, footer, skip link, loading and start errors, the 404 page. */
  shell: typeof shell;
  /** The shared parts' own words (components/ui: a dialog's and a toast's Close), loaded with the shell. */
  ui: typeof ui;
  /** The shared schemas' messages and the API's error texts (shared/i18n/messages.ts), both sides. */
  validation: typeof validation;
  /** The sale wizard (create and edit pages, its five steps, photos, leave warning). */
  wizard: typeof wizard;
  /** The seller's My Sales screen. */
  'my-sales': typeof mySales;
  /** One sale's own page and the terms page. */
  'sale-page': typeof salePage;
}

export type Namespace = keyof Catalogs;
export const NAMESPACES = [
  'api-errors',
  'api-texts',
  'admin',
  'adminApi',
  'contact',
  'explore',
  'geocode',
  'auth',
  'calendar',
  'favorites',
  'mail',
  'notifications',
  'pages',
  'plan',
  'plan-schema',
  'sale-form',
  'sale',
  'shell',
  'ui',
  'validation',
  'wizard',
  'my-sales',
  'sale-page',
  'events',
  'events-admin',
  'events-api',
  'events-print',
  'events-schema',
  'drafts',
  'drafts-schema',
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
  'plan-schema',
  'events-schema',
  'drafts-schema',
] as const satisfies readonly Namespace[];
export type SchemaNamespace = (typeof SCHEMA_NAMESPACES)[number];

export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string;
/** What a message's {placeholders} are given: text and numbers (plurals, numbers), or dates. */
export type MessageValues = Record<string, string | number | Date>;
