import type { FastifyBaseLogger } from 'fastify';
import { todayIn } from '../../shared/dates';
import type { PublicConfig } from '../../shared/schemas/config';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { findSavedMapsKey } from './maps-key.repo';

/** GET /api/config's answer, also handed to the client inside server-drawn pages (web/sale-shell.ts). */
export function publicConfig(c: AppConfig): PublicConfig {
  return {
    siteName: c.siteName,
    productNoun: c.productNoun,
    productNounFr: c.productNounFr,
    contactEmail: c.contactEmail,
    mapCenter: c.mapCenter,
    mapZoom: c.mapZoom,
    tileUrl: c.tileUrl,
    tileAttribution: c.tileAttribution,
    timeZone: c.timeZone,
    today: todayIn(c.timeZone),
  };
}

/**
 * The key an admin saved wins over the environment's; null means the keyless (Leaflet) map. Read from the
 * database on every call: for rare server-side uses (geocoding). Pages and the key route use MapsKeyStore.
 */
export async function getGoogleMapsKey(db: Db, config: AppConfig): Promise<string | null> {
  return (await findSavedMapsKey(db))?.key ?? config.googleMapsApiKey ?? null;
}

/** How long a process trusts its copy of the saved key before reading the database again. */
export const MAPS_KEY_TTL_MS = 30_000;
/** After a failed read, the last known key is kept and the read tried again this much later. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export interface MapsKeyStoreOptions {
  db: Db;
  envKey: string | undefined;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}

/**
 * The Google Maps key in effect, kept in memory: GET /api/google-maps-key and every response's CSP (which
 * allows 'unsafe-eval' only while a key is in effect) read it without touching the database. A change made
 * through this process (PUT/DELETE /api/admin/settings/maps-key) applies at once through set(). Other app
 * instances sharing the PostgreSQL database re-read it after MAPS_KEY_TTL_MS, so they pick a change up
 * within 30 seconds.
 */
export class MapsKeyStore {
  private savedKey: string | null = null;
  private expiresAt = 0;
  /** Bumped by set(): a read that started before it is older than what set() knows, and is dropped. */
  private version = 0;
  private loading: Promise<void> | undefined;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: MapsKeyStoreOptions) {
    this.ttlMs = options.ttlMs ?? MAPS_KEY_TTL_MS;
    this.now = options.now ?? (() => Date.now());
  }

  /** The key in effect (saved, else the environment's), or null. Never throws. */
  async current(): Promise<string | null> {
    if (this.now() >= this.expiresAt) await this.reload();
    return this.savedKey ?? this.options.envKey ?? null;
  }

  /** Records a change this process just committed (null: the saved key was removed). */
  set(savedKey: string | null): void {
    this.version += 1;
    this.savedKey = savedKey;
    this.expiresAt = this.now() + this.ttlMs;
  }

  /** One read at a time, shared by the requests that find the copy expired. */
  private reload(): Promise<void> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<void> {
    const startedAt = this.version;
    try {
      const row = await findSavedMapsKey(this.options.db);
      if (startedAt !== this.version) return;
      this.savedKey = row?.key ?? null;
      this.expiresAt = this.now() + this.ttlMs;
    } catch (error) {
      // Pages must not fail because this read did: keep the last known key and try again soon.
      this.options.log.warn({ err: error }, 'could not read the saved Google Maps key');
      if (startedAt === this.version) this.expiresAt = this.now() + RETRY_AFTER_FAILURE_MS;
    }
  }
}
