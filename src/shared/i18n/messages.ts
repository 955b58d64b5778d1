import type { MessageValues } from './catalog-types';
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
 * English entries of the validation catalogue use only plain {name} placeholders, filled here without
 * Lingui so that a schema's module has its text the moment it loads (catalogs.test.ts checks they read
 * the same through Lingui).
 */

export type ValidationKey = keyof typeof english;

const entries = new Map<string, { key: ValidationKey; values?: MessageValues }>();

/** Fills plain {name} placeholders. */
export function fillPlaceholders(text: string, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name]));
}

/** The English text of a validation entry, remembered so that it can be shown in another language. */
export function msg(key: ValidationKey, values?: MessageValues): string {
  const text = fillPlaceholders(english[key], values);
  if (!entries.has(text)) entries.set(text, values ? { key, values } : { key });
  return text;
}

/** The entry (and its values) an English text came from, if it came from `msg`. */
export function validationEntryOf(text: string): { key: ValidationKey; values?: MessageValues } | undefined {
  return entries.get(text);
}
