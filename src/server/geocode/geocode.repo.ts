import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Position } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import { geocodeCache } from '../db/schema';

export interface CachedAnswer {
  /** null: the provider knew no such place. */
  position: Position | null;
  createdAt: Date;
}

export async function findCachedAnswer(db: Db, key: string): Promise<CachedAnswer | undefined> {
  const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
  if (!row) return undefined;
  const position = row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  return { position, createdAt: row.createdAt };
}

/** Stores or refreshes an answer; two requests for the same address at once both succeed. */
export async function saveCachedAnswer(db: Db, key: string, position: Position | null): Promise<void> {
  const values = { lat: position?.lat ?? null, lng: position?.lng ?? null };
  await db
    .insert(geocodeCache)
    .values({ query: key, ...values })
    .onConflictDoUpdate({ target: geocodeCache.query, set: { ...values, createdAt: sql`now()` } });
}

/** Drops answers past their freshness (they would be asked again anyway): found ones and "no result" ones. */
export async function pruneGeocodeCache(
  db: Db,
  { foundTtlMs, notFoundTtlMs }: { foundTtlMs: number; notFoundTtlMs: number },
  now = new Date(),
): Promise<void> {
  const foundBefore = new Date(now.getTime() - foundTtlMs);
  const notFoundBefore = new Date(now.getTime() - notFoundTtlMs);
  await db
    .delete(geocodeCache)
    .where(
      or(
        and(isNotNull(geocodeCache.lat), lt(geocodeCache.createdAt, foundBefore)),
        and(isNull(geocodeCache.lat), lt(geocodeCache.createdAt, notFoundBefore)),
      ),
    );
}
