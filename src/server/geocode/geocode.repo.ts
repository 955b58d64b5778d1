import { eq, sql } from 'drizzle-orm';
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
