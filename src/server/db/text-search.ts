import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Searching text: "holds the words anywhere, whatever their case", as ILIKE '%term%' with LIKE's
 * wildcards taken literally. Each searched table has one search document, an expression over its text
 * columns that a GIN trigram index (pg_trgm's gin_trgm_ops, created by the migrations on both engines)
 * covers: the planner answers a rare word from the index instead of reading every row of the window, and
 * reads the window when the word is common (docs/decisions/0029). The index is on the very expression
 * the queries use, so both are made here.
 */

/** LIKE's wildcards and its escape character, taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Text fields joined one per line. Search terms cannot hold a line break (the query schemas refuse control
 * characters), so a term matches the document exactly when it matches one of the fields, as searching each
 * field did, and one index serves them all.
 */
export function searchDocument(...fields: (AnyPgColumn | SQL)[]): SQL {
  return sql`(${sql.join(
    fields.map((field) => sql`coalesce(${field}, '')`),
    sql` || E'\\n' || `,
  )})`;
}

/** The document holds the term, whatever its case: the condition the trigram index serves. */
export function holdsText(document: SQL, term: string): SQL {
  return sql`${document} ilike ${likePattern(term)}`;
}
