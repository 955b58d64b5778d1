import type { Position } from '../../shared/schemas/common';
import { GeocodeAnswerSchema, type GeocodeQuery } from '../../shared/schemas/geocode';
import { ApiError, apiRequest } from './api';

/**
 * Where a shopper's typed address is (GET /api/places, open to guests). Rejects with the server's own
 * message ('No coordinates found for the address', the geocoder being unavailable, too many lookups).
 */
export async function lookUpPlace(query: GeocodeQuery, signal?: AbortSignal): Promise<Position> {
  const params = new URLSearchParams({ address: query.address, city: query.city });
  try {
    const response = await apiRequest('GET', `/api/places?${params}`, undefined, { signal });
    return GeocodeAnswerSchema.parse(await response.json()).position;
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.serverMessage);
    throw error;
  }
}
