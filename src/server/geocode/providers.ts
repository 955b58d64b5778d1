import { z } from 'zod';
import { type Position, PositionSchema } from '../../shared/schemas/common';
import type { GeocodeQuery } from '../../shared/schemas/geocode';
import { fetchJson, ProviderError } from '../lib/bounded-fetch';

/** Far more than one place's answer (Nominatim's is about 1 KB, Google's a few KB). */
export const MAX_ANSWER_BYTES = 256 * 1024;

export interface LookupContext {
  signal: AbortSignal;
  userAgent: string;
}

/** What a provider is asked: the street address and the city, as one line. */
export const searchText = (query: GeocodeQuery) => `${query.address}, ${query.city}`;

const Coordinate = z.string().trim().min(1).transform(Number);

// Nominatim's jsonv2 search answer: an array of places with their coordinates as decimal strings.
const NominatimAnswerSchema = z.array(z.object({ lat: Coordinate, lon: Coordinate }));

const GoogleAnswerSchema = z.object({
  status: z.string(),
  results: z
    .array(z.object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) }))
    .default([]),
});

function position(lat: number, lng: number): Position {
  const parsed = PositionSchema.safeParse({ lat, lng });
  if (!parsed.success) throw new ProviderError('failed', 'coordinates out of range');
  return parsed.data;
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('failed', 'answer has an unexpected shape');
  return parsed.data;
}

/** A Nominatim-compatible /search; null when it knows no such place. The text goes in as a parameter only. */
export async function nominatimLookup(
  baseUrl: string,
  countryCodes: string | undefined,
  query: GeocodeQuery,
  context: LookupContext,
): Promise<Position | null> {
  const url = new URL(`${baseUrl}/search`);
  url.search = new URLSearchParams({ format: 'jsonv2', limit: '1', q: searchText(query) }).toString();
  if (countryCodes) url.searchParams.set('countrycodes', countryCodes);
  const body = await fetchJson(url, {
    signal: context.signal,
    headers: { 'user-agent': context.userAgent, accept: 'application/json' },
    maxBytes: MAX_ANSWER_BYTES,
  });
  const [first] = parseWith(NominatimAnswerSchema, body);
  return first ? position(first.lat, first.lon) : null;
}

/** Google statuses that say our key may not be used (restricted to browsers, billing off, quota spent). */
const KEY_REFUSED_STATUSES = new Set(['REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'OVER_DAILY_LIMIT']);

/** Google would not answer with this key: the address may still be found by another provider. */
export class GoogleKeyRefusedError extends ProviderError {
  constructor(readonly status: string) {
    super('failed', `Google answered ${status}`);
  }
}

/**
 * Google's Geocoding API; null on ZERO_RESULTS, GoogleKeyRefusedError when the key is refused or out of
 * quota, a failure on any other status but OK.
 */
export async function googleLookup(
  endpoint: string,
  key: string,
  query: GeocodeQuery,
  context: LookupContext,
): Promise<Position | null> {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({ address: searchText(query), key }).toString();
  const body = await fetchJson(url, {
    signal: context.signal,
    headers: { 'user-agent': context.userAgent, accept: 'application/json' },
    maxBytes: MAX_ANSWER_BYTES,
  });
  const answer = parseWith(GoogleAnswerSchema, body);
  if (answer.status === 'ZERO_RESULTS') return null;
  if (KEY_REFUSED_STATUSES.has(answer.status)) throw new GoogleKeyRefusedError(answer.status);
  const first = answer.results[0];
  if (answer.status !== 'OK' || !first) throw new ProviderError('failed', `Google answered ${answer.status}`);
  return position(first.geometry.location.lat, first.geometry.location.lng);
}
