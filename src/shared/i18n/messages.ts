import type { Catalogs, MessageKey, MessageValues, SchemaNamespace } from './catalog-types';
import english from './catalogs/en/validation.json' with { type: 'json' };

/**
 * The shared schemas' messages and the API's error texts as catalogue entries (decision 0025). A schema
 * still holds an English string, byte for byte the text it held before (zod needs a string, tests and
 * callers compare them), but it gets it from `msg(key)`, which remembers which entry each text came
 * from. Each side then shows a message in the reader's language by looking the text up
 * (`validationEntryOf`): the server in its error handler (server/i18n), the client where a form shows an
 * error (client/lib/i18n). Texts nobody registered (zod's own defaults, a server message already
 * translated) are shown as they are.
 *
 * English entries of these catalogues use only plain {name} placeholders, filled here without Lingui so
 * that a schema's module has its text the moment it loads (catalogs.test.ts checks they read the same
 * through Lingui). `msg` reads the validation catalogue, whose English is in Explore's first script; an
 * area's own schemas take theirs from their own catalogue with `messagesOf` (decision 0030), so that only
 * the screens that use them carry their words.
 */

export type ValidationKey = keyof typeof english;

/** Where a registered English text came from: its catalogue, its key and the values it was given. */
export interface MessageEntry {
  namespace: SchemaNamespace;
  key: string;
  values?: MessageValues;
}

const entries = new Map<string, MessageEntry>();

/** Fills plain {name} placeholders. */
export function fillPlaceholders(text: string, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));
}

function remember(namespace: SchemaNamespace, key: string, source: string, values?: MessageValues): string {
  const text = fillPlaceholders(source, values);
  if (!entries.has(text)) entries.set(text, values ? { namespace, key, values } : { namespace, key });
  return text;
}

/** The English text of a validation entry, remembered so that it can be shown in another language. */
export function msg(key: ValidationKey, values?: MessageValues): string {
  return remember('validation', key, english[key], values);
}

/**
 * `msg` for an area's own catalogue: `const saleMsg = messagesOf('sale-form', englishSaleForm)`. Values
 * must be bounded (a limit, a status code): every distinct text is remembered for the life of the process,
 * so a user's words (a file's name) never go in; such a message is localized where it is answered.
 */
export function messagesOf<N extends SchemaNamespace>(namespace: N, source: Catalogs[N]) {
  const texts = source as Record<MessageKey<N>, string>;
  return (key: MessageKey<N>, values?: MessageValues): string => remember(namespace, key, texts[key], values);
}

/** The entry (its catalogue, key and values) an English text came from, if it came from `msg`. */
export function validationEntryOf(text: string): MessageEntry | undefined {
  return entries.get(text);
}
