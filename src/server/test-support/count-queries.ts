import type { Db } from '../db/client';

/**
 * Counts (and keeps) the statements the app sends to the database until `stop()`: the PGlite instance and the pg Pool
 * both take every statement through query(), so this works on either engine.
 */
export function countQueries(db: Db): { readonly count: number; statements: string[]; stop: () => void } {
  const { $client: client } = db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
  const original = client.query;
  let count = 0;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    statements,
    stop: () => {
      client.query = original;
    },
  };
}
