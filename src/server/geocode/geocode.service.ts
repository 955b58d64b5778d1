import type { FastifyBaseLogger } from 'fastify';
import type { Position } from '../../shared/schemas/common';
import {
  GEOCODER_UNAVAILABLE_MESSAGE,
  type GeocodeQuery,
  NO_COORDINATES_MESSAGE,
} from '../../shared/schemas/geocode';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { HttpError, NotFoundError } from '../errors';
import { getGoogleMapsKey } from '../site/site.service';
import { ProviderError } from './bounded-fetch';
import { findCachedAnswer, saveCachedAnswer } from './geocode.repo';
import { googleLookup, nominatimLookup } from './providers';
import { ThrottleBusyError, throttleFor } from './throttle';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Places rarely move; an unknown address may become known (new streets), so "no result" is kept briefly. */
export const FOUND_TTL_MS = 90 * DAY_MS;
export const NOT_FOUND_TTL_MS = DAY_MS;
/** The whole exchange with the provider, queue wait included: the wizard's user is waiting. */
export const GEOCODE_TIMEOUT_MS = 5000;
/** A request whose turn at Nominatim is further off than this fails at once rather than piling up. */
export const MAX_QUEUE_WAIT_MS = 3000;
const MAX_KEY_LENGTH = 400;

/** 502 when the provider failed, 503 when our queue is full, 504 when it did not answer in time. */
export class GeocoderUnavailableError extends HttpError {
  constructor(statusCode: 502 | 503 | 504) {
    super(statusCode, GEOCODER_UNAVAILABLE_MESSAGE);
  }
}

/** The cache key: "address|city", lower case, trimmed, runs of white space as one space. */
export function geocodeCacheKey(query: GeocodeQuery): string {
  const clean = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${clean(query.address)}|${clean(query.city)}`.slice(0, MAX_KEY_LENGTH);
}

export interface GeocodeDeps {
  db: Db;
  config: AppConfig;
  log: FastifyBaseLogger;
}

function isFresh(createdAt: Date, position: Position | null, now: number): boolean {
  return now - createdAt.getTime() < (position ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
}

async function askProvider({ db, config }: GeocodeDeps, query: GeocodeQuery): Promise<Position | null> {
  const signal = AbortSignal.timeout(GEOCODE_TIMEOUT_MS);
  const userAgent = `${config.siteName} garage-sale finder (${config.contactEmail})`;
  const googleKey = await getGoogleMapsKey(db, config);
  if (googleKey) return googleLookup(config.googleGeocodeUrl, googleKey, query, { signal, userAgent });
  await throttleFor(new URL(config.geocoderUrl).origin).wait(config.geocoderIntervalMs, MAX_QUEUE_WAIT_MS);
  return nominatimLookup(config.geocoderUrl, config.geocoderCountryCodes, query, { signal, userAgent });
}

/**
 * The position of an address: from the cache when fresh, else from the provider (Google when a key is
 * configured, else Nominatim), then cached. Provider failures are never cached, so the next try asks again.
 */
export async function geocodeAddress(deps: GeocodeDeps, query: GeocodeQuery): Promise<Position> {
  const key = geocodeCacheKey(query);
  const cached = await findCachedAnswer(deps.db, key);
  let position: Position | null;
  if (cached && isFresh(cached.createdAt, cached.position, Date.now())) {
    position = cached.position;
  } else {
    try {
      position = await askProvider(deps, query);
    } catch (error) {
      if (error instanceof ThrottleBusyError) throw new GeocoderUnavailableError(503);
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ reason: error.message }, 'geocoder gave no usable answer');
      throw new GeocoderUnavailableError(error.kind === 'timeout' ? 504 : 502);
    }
    await saveCachedAnswer(deps.db, key, position);
  }
  if (!position) throw new NotFoundError(NO_COORDINATES_MESSAGE);
  return position;
}
