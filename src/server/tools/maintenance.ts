import { sql } from 'drizzle-orm';
import { pruneAccountLinks } from '../auth/account-links.service';
import { pruneLoginFailures } from '../auth/login-throttle';
import { deleteExpiredSessions } from '../auth/sessions';
import { DEFAULT_TIME_ZONE } from '../config';
import type { Database } from '../db/client';
import { pruneGeocodeCache } from '../geocode/geocode.repo';
import { FOUND_TTL_MS, NOT_FOUND_TTL_MS } from '../geocode/geocode.service';
import { removeOrphanPhotoFiles } from '../photo-store/orphan-files';
import type { PhotoStore } from '../photo-store/photo-store';
import { removeStaleUploads } from '../photos/photo-upload';
import { deleteExpiredDrafts } from '../sale-drafts/sale-drafts.repo';
import { forgetPastStatsDays } from '../sale-stats/sale-stats.service';

/**
 * PGlite runs no autovacuum: without this its planner never gets statistics (it guesses row counts, which
 * can pick a poor plan for the list query) and dead rows are never reclaimed. A PostgreSQL server does
 * both itself, so the vacuum and analyse do nothing there; the clean-up of expired rows runs on both.
 */

export const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Gathers planner statistics; run once after start (migrations and seed). */
export async function maintainDatabase(database: Database): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(sql`analyze`);
}

/**
 * Removes sessions, failed-login counters, geocoder answers and sale drafts that have run out (a lookup would ask again
 * anyway, so they only take room), the counters' viewer marks and day secrets of past days (in the site's
 * `timeZone`), and with `photos` (the store or the uploads folder) photo files no row points at any more;
 * on PGlite, then vacuums and analyses.
 */
export async function runMaintenance(
  database: Database,
  now = new Date(),
  photos?: PhotoStore | string,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<void> {
  if (photos) await removeOrphanPhotoFiles(database.db, photos, now.getTime());
  await deleteExpiredSessions(database.db, now);
  await pruneLoginFailures(database.db, now);
  await pruneAccountLinks(database.db, now);
  await deleteExpiredDrafts(database.db, now);
  await forgetPastStatsDays(database.db, timeZone, now);
  await pruneGeocodeCache(database.db, { foundTtlMs: FOUND_TTL_MS, notFoundTtlMs: NOT_FOUND_TTL_MS }, now);
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

/** Runs `job` every `intervalMs` (never two at once); the answer stops it and waits for a run under way. */
function startPeriodic(
  job: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
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

export interface MaintenanceOptions {
  intervalMs?: number;
  onError?: (error: unknown) => void;
  photos?: PhotoStore | string;
  /** The site's time zone: which day is today for the counters' marks (config.timeZone). */
  timeZone?: string;
}

/**
 * Runs runMaintenance every `intervalMs` (six hours by default), on either engine (expired rows pile up on
 * both). The timer does not keep the process alive. The returned stop function waits for a run in
 * progress, so call it before closing the database.
 */
export function startMaintenance(database: Database, options: MaintenanceOptions = {}): () => Promise<void> {
  const { intervalMs = MAINTENANCE_INTERVAL_MS, onError = () => {}, photos, timeZone } = options;
  return startPeriodic(() => runMaintenance(database, new Date(), photos, timeZone), intervalMs, onError);
}

/**
 * The photo sweep runs far more often than the database's maintenance: what it removes takes room on the
 * disk (or in the bucket) that a full disk needs back, and it is cheap (one listing of the store and one
 * query of the photo urls). An orphan is removed between one hour and an hour and a quarter after it was
 * made; an upload a crash left half-received, likewise.
 */
export const PHOTO_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Photo files no row names (over an hour old), and the folders of uploads that never finished. */
export async function sweepPhotoFiles(
  database: Database,
  store: PhotoStore,
  uploadTempDir: string,
  now = Date.now(),
): Promise<number> {
  const orphans = await removeOrphanPhotoFiles(database.db, store, now);
  await removeStaleUploads(uploadTempDir, now);
  return orphans;
}

export function startPhotoSweep(
  database: Database,
  store: PhotoStore,
  uploadTempDir: string,
  onError: (error: unknown) => void = () => {},
  intervalMs = PHOTO_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  return startPeriodic(() => sweepPhotoFiles(database, store, uploadTempDir), intervalMs, onError);
}
