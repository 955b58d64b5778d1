import type adminApi from './catalogs/en/adminApi.json';
import type contact from './catalogs/en/contact.json';
import type mail from './catalogs/en/mail.json';
import type pages from './catalogs/en/pages.json';
import type shell from './catalogs/en/shell.json';
import type validation from './catalogs/en/validation.json';

/**
 * The catalogues (decision 0025): one folder per language under catalogs/, one JSON file per namespace,
 * keyed by id, values in ICU MessageFormat. English is the source: its files give the keys' type, so a
 * key that does not exist is a type error. A new namespace is a file in each language's folder and a
 * line here (catalogs.test.ts checks the three agree).
 */
export interface Catalogs {
  /** The admin and report routes' own API texts (server only: server/lib/server-i18n `apiText`). */
  adminApi: typeof adminApi;
  /** The pilot screen /contact. */
  contact: typeof contact;
  /** Every mail's layout and the account mails (server only). */
  mail: typeof mail;
  /** What the server writes into pages: head, noscript, the web manifest (server only). */
  pages: typeof pages;
  /** The app's frame: bar, phone menu, footer, skip link, loading and start errors, the 404 page. */
  shell: typeof shell;
  /** The shared schemas' messages and the API's error texts (shared/i18n/messages.ts), both sides. */
  validation: typeof validation;
}

export type Namespace = keyof Catalogs;
export const NAMESPACES = [
  'adminApi',
  'contact',
  'mail',
  'pages',
  'shell',
  'validation',
] as const satisfies readonly Namespace[];

export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string;
/** What a message's {placeholders} are given: text and numbers (plurals, numbers), or dates. */
export type MessageValues = Record<string, string | number | Date>;
