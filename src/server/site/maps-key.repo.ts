import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';

/*
 * The Google Maps key an administrator saves (one row of api_keys): written by admin settings, read by
 * the site's key store and the geocoder.
 */

export const GOOGLE_MAPS_KEY_NAME = 'google_maps';

/** The key an admin saved under 'google_maps', with when it was saved; undefined when none is saved. */
export async function findSavedMapsKey(db: Db): Promise<{ key: string; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ key: apiKeys.key, updatedAt: apiKeys.updatedAt })
    .from(apiKeys)
    .where(eq(apiKeys.name, GOOGLE_MAPS_KEY_NAME));
  return row;
}

/** Saves the maps key (one row, by name) and answers when it was saved. */
export async function upsertMapsKey(db: Db, key: string): Promise<Date> {
  const [row] = await db
    .insert(apiKeys)
    .values({ name: GOOGLE_MAPS_KEY_NAME, key })
    .onConflictDoUpdate({ target: apiKeys.name, set: { key, updatedAt: sql`now()` } })
    .returning({ updatedAt: apiKeys.updatedAt });
  if (!row) throw new Error('upsert into api_keys returned nothing');
  return row.updatedAt;
}

export async function deleteMapsKey(db: Db): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.name, GOOGLE_MAPS_KEY_NAME));
}
