import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type * as schema from './schema';

/**
 * The database or a transaction on it, on either engine: what repositories and services take, so that a
 * caller's transaction can run them.
 */
export type DbExecutor = PgDatabase<
  PgliteQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
