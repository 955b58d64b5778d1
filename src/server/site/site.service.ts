import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';

export const GOOGLE_MAPS_KEY_NAME = 'google_maps';

/** The key an admin saved wins over the environment's; null means the keyless (Leaflet) map. */
export async function getGoogleMapsKey(db: Db, config: AppConfig): Promise<string | null> {
  const [row] = await db
    .select({ key: apiKeys.key })
    .from(apiKeys)
    .where(eq(apiKeys.name, GOOGLE_MAPS_KEY_NAME));
  return row?.key ?? config.googleMapsApiKey ?? null;
}
