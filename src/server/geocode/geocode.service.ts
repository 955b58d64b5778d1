import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Position } from '../../shared/schemas/common';
import {
  GEOCODER_BUSY_MESSAGE,
  GEOCODER_UNAVAILABLE_MESSAGE,
  type GeocodeQuery,
  NO_COORDINATES_MESSAGE,
} from '../../shared/schemas/geocode';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { HttpError, NotFoundError } from '../errors';
import { ProviderError } from '../lib/bounded-fetch';
import { perApp } from '../lib/per-app';
import { createPgThrottle } from '../lib/pg-throttle';
import { type Throttle, ThrottleBusyError, throttleFor } from '../lib/throttle';
import { getGoogleMapsKey } from '../site/site.service';
import { findCachedAnswer, saveCachedAnswer } from './geocode.repo';
import { GoogleKeyRefusedError, googleLookup, nominatimLookup } from './providers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Places rarely move; an unknown address may become known (new streets), so "no result" is kept briefly. */
export const FOUND_TTL_MS = 90 * DAY_MS;
export const NOT_FOUND_TTL_MS = DAY_MS;
/** The whole exchange with the provider, queue wait included: the wizard's user is waiting. */
export const GEOCODE_TIMEOUT_MS = 5000;
/**
 * A seller's lookup whose turn at Nominatim is further off than this fails at once rather than piling up.
 * Shoppers' lookups (GET /api/places) book only while the queue is shorter (SHOPPER_QUEUE_WAIT_MS), so
 * however many shoppers ask, the rest of the queue stays free for sellers' Locate button (issue 21).
 */
export const MAX_QUEUE_WAIT_MS = 3000;
export const SHOPPER_QUEUE_WAIT_MS = 1000;
/** The width of geocode_cache.query. */
const MAX_KEY_LENGTH = 400;

export type GeocodeProvider = 'google' | 'nominatim';

/** 502 when the provider failed, 504 when it did not answer in time. */
export class GeocoderUnavailableError extends HttpError {
  constructor(statusCode: 502 | 504) {
    super(statusCode, GEOCODER_UNAVAILABLE_MESSAGE);
  }
}

/** The shared queue has no turn within the caller's wait: 429, and when to try again (whole seconds). */
export class GeocoderBusyError extends HttpError {
  constructor(retryAfterMs: number) {
    super(429, GEOCODER_BUSY_MESSAGE);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }
}

/**
 * The cache key: the provider, its region and the address and city (lower case, trimmed, runs of white
 * space as one space) as a JSON array, so no text can pass for another field; one provider's answer is
 * never read as another's. A key too long for the column is its SHA-256 instead.
 */
export function geocodeCacheKey(
  provider: GeocodeProvider,
  countryCodes: string | undefined,
  query: GeocodeQuery,
): string {
  const clean = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const key = JSON.stringify([provider, countryCodes ?? '', clean(query.address), clean(query.city)]);
  return key.length <= MAX_KEY_LENGTH ? key : crypto.createHash('sha256').update(key).digest('hex');
}

export interface GeocodeDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Told of each lookup: answered from the cache or by the provider (GET /metrics counts them). */
  countLookup?: (provider: GeocodeProvider, source: 'cache' | 'provider') => void;
  /** The longest this lookup waits for its turn at Nominatim (default MAX_QUEUE_WAIT_MS, sellers'). */
  maxQueueWaitMs?: number;
}

function isFresh(createdAt: Date, position: Position | null, now: number): boolean {
  return now - createdAt.getTime() < (position ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
}

/** The cached answer under `key` when fresh, else the provider's, then cached. Failures are not cached. */
async function cachedOrAsk(
  deps: GeocodeDeps,
  provider: GeocodeProvider,
  key: string,
  ask: () => Promise<Position | null>,
): Promise<Position | null> {
  const cached = await findCachedAnswer(deps.db, key);
  const fresh = cached && isFresh(cached.createdAt, cached.position, Date.now());
  deps.countLookup?.(provider, fresh ? 'cache' : 'provider');
  if (fresh) return cached.position;
  const position = await ask();
  await saveCachedAnswer(deps.db, key, position);
  return position;
}

/**
 * Statuses already logged, per app (by its database): a refused key is worth one warning, not one per
 * lookup, and each of two apps in one process (tests) warns once.
 */
const warnedRefusals = perApp<Db, Set<string>>(() => new Set());

/**
 * Whether Google's failure leaves the address to GEOCODER_URL: Google refused our key (restricted to
 * browsers, the map's key often is, or out of quota), or could not be reached at all (no connection, no
 * answer in time). An answer we cannot use (HTTP 500, garbage) is a failure of its own, not passed on.
 */
function fallsBackFromGoogle(error: unknown, db: Db, log: FastifyBaseLogger): boolean {
  if (error instanceof GoogleKeyRefusedError) {
    const warned = warnedRefusals(db);
    if (!warned.has(error.status)) {
      warned.add(error.status);
      log.warn(
        { status: error.status },
        'Google refused the geocoding request; using GEOCODER_URL instead (check the key allows the Geocoding API from this server)',
      );
    }
    return true;
  }
  if (error instanceof ProviderError && (error.kind === 'unreachable' || error.kind === 'timeout')) {
    log.warn({ reason: error.message }, 'Google geocoder unreachable; using GEOCODER_URL instead');
    return true;
  }
  return false;
}

async function lookUp(deps: GeocodeDeps, query: GeocodeQuery): Promise<Position | null> {
  const { db, config, log } = deps;
  const userAgent = `${config.siteName} garage-sale finder (${config.contactEmail})`;
  const googleKey = await getGoogleMapsKey(db, config);
  if (googleKey) {
    // Google has a shorter time of its own, so that GEOCODER_URL still has its full time after it.
    const context = { signal: AbortSignal.timeout(config.googleGeocodeTimeoutMs), userAgent };
    try {
      return await cachedOrAsk(deps, 'google', geocodeCacheKey('google', undefined, query), () =>
        googleLookup(config.googleGeocodeUrl, googleKey, query, context),
      );
    } catch (error) {
      if (!fallsBackFromGoogle(error, db, log)) throw error;
    }
  }
  const countryCodes = config.geocoderCountryCodes;
  return cachedOrAsk(deps, 'nominatim', geocodeCacheKey('nominatim', countryCodes, query), async () => {
    const context = { signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS), userAgent };
    await paceFor(db, config).wait(config.geocoderIntervalMs, deps.maxQueueWaitMs ?? MAX_QUEUE_WAIT_MS);
    return nominatimLookup(config.geocoderUrl, countryCodes, query, context);
  });
}

/**
 * Nominatim's one request a second is per client: on a PostgreSQL server (where several instances may
 * run) the pace is booked in the database; embedded, in the process.
 */
function paceFor(db: Db, config: AppConfig): Throttle {
  const origin = new URL(config.geocoderUrl).origin;
  return config.databaseUrl ? sharedPace(db, origin) : throttleFor(origin);
}

const sharedPaces = perApp<Db, Map<string, Throttle>>(() => new Map());

function sharedPace(db: Db, origin: string): Throttle {
  const byOrigin = sharedPaces(db);
  const known = byOrigin.get(origin);
  if (known) return known;
  const throttle = createPgThrottle(db, `geocoder:${origin}`);
  byOrigin.set(origin, throttle);
  return throttle;
}

/**
 * The position of an address: from the cache when fresh, else from the provider (Google when a key is
 * configured, accepted and Google can be reached, else Nominatim), then cached. Provider failures are never cached, so the next
 * try asks again.
 */
export async function geocodeAddress(deps: GeocodeDeps, query: GeocodeQuery): Promise<Position> {
  let position: Position | null;
  try {
    position = await lookUp(deps, query);
  } catch (error) {
    if (error instanceof ThrottleBusyError) throw new GeocoderBusyError(error.retryAfterMs);
    if (!(error instanceof ProviderError)) throw error;
    deps.log.warn({ reason: error.message }, 'geocoder gave no usable answer');
    throw new GeocoderUnavailableError(error.kind === 'timeout' ? 504 : 502);
  }
  if (!position) throw new NotFoundError(NO_COORDINATES_MESSAGE);
  return position;
}
