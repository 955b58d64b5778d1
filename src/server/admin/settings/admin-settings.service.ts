import type { MapsKeyStatus } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { deleteMapsKey, findSavedMapsKey, upsertMapsKey } from '../../site/maps-key.repo';
import type { MapsKeyStore } from '../../site/site.service';

export interface SettingsContext {
  db: Db;
  /** GOOGLE_MAPS_API_KEY, used when no key is saved. */
  envKey: string | undefined;
  store: MapsKeyStore;
}

/** Where the key in effect comes from and its last four characters; the key itself never leaves. */
function status(
  saved: { key: string; updatedAt: Date } | undefined,
  envKey: string | undefined,
): MapsKeyStatus {
  if (saved) {
    return { source: 'database', lastFour: saved.key.slice(-4), updatedAt: saved.updatedAt.toISOString() };
  }
  if (envKey) return { source: 'environment', lastFour: envKey.slice(-4), updatedAt: null };
  return { source: 'none', lastFour: null, updatedAt: null };
}

export async function getMapsKeyStatus(ctx: SettingsContext): Promise<MapsKeyStatus> {
  return status(await findSavedMapsKey(ctx.db), ctx.envKey);
}

/** Saves the key; this process's pages and key route use it at once (other instances within 30 s). */
export async function saveMapsKey(ctx: SettingsContext, key: string): Promise<MapsKeyStatus> {
  const updatedAt = await upsertMapsKey(ctx.db, key);
  ctx.store.set(key);
  return status({ key, updatedAt }, ctx.envKey);
}

/** Removes the saved key: the environment's applies again, or none. */
export async function removeMapsKey(ctx: SettingsContext): Promise<void> {
  await deleteMapsKey(ctx.db);
  ctx.store.set(null);
}
