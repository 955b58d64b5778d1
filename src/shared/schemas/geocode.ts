import * as z from 'zod/mini';
import { noControlCharacters, PositionSchema } from './common';

/** GET /api/geocode?address=&city= */
export const GeocodeQuerySchema = z.object({
  address: noControlCharacters(
    z
      .string({ message: 'Address is required' })
      .check(
        z.trim(),
        z.minLength(5, 'Address must be at least 5 characters long'),
        z.maxLength(255, 'Address must be at most 255 characters'),
      ),
  ),
  city: noControlCharacters(
    z
      .string({ message: 'City is required' })
      .check(
        z.trim(),
        z.minLength(1, 'City is required'),
        z.maxLength(100, 'City must be at most 100 characters'),
      ),
  ),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuerySchema>;

export const GeocodeAnswerSchema = z.object({ position: PositionSchema });
export type GeocodeAnswer = z.infer<typeof GeocodeAnswerSchema>;

export const NO_COORDINATES_MESSAGE = 'No coordinates found for the address';
export const GEOCODER_UNAVAILABLE_MESSAGE =
  'Failed to locate your address. Please try again or enter a different address.';
/** The geocoder's shared queue is full (429, with Retry-After in seconds). */
export const GEOCODER_BUSY_MESSAGE =
  'Many people are looking up addresses right now. Please try again in a few seconds.';
