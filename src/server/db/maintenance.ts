import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PGlite runs no autovacuum: without this its planner never gets statistics (it guesses row counts, which
 * can pick a poor plan for the list query) and dead rows are never reclaimed. A PostgreSQL server does
 * both itself, so these do nothing there.
 */

export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Gathers planner statistics; run once after start (migrations and seed). */
export async function maintainDatabase(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(sql`analyze`);
}

/**
 * Runs `vacuum analyze` every `intervalMs` on PGlite. The timer does not keep the process alive. The
 * returned stop function waits for a run in progress, so call it before closing the database.
 */
export function startMaintenance(
  database: Database,
  intervalMs = MAINTENANCE_INTERVAL_MS,
  onError: (error: unknown) => void = () => {},
): () => Promise<void> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = database.db
      .execute(sql`vacuum analyze`)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
