import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { GOOGLE_MAPS_KEY_NAME } from '../../site/site.service';

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
