import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The query that asks for a catalogue compiled: `import('…/fr/shell.json?lingui')` (client/lib/i18n.tsx). */
const QUERY = '?lingui';

/** A catalogue's ICU text as Lingui's runtime reads it, so that the browser needs no ICU parser. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
}

/**
 * Compiles the catalogues the client loads (decision 0025). Lingui's own Vite plugin needs its CLI and a
 * config for a format we do not use; this is the same compile step (Lingui's compileMessage) on our
 * JSON files, answered as a module (the query keeps Vite's JSON handling off these imports).
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalog(messages))};\n`;
    },
  };
}
