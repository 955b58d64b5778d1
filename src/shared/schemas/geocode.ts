import { z } from 'zod';
import { noControlCharacters, PositionSchema } from './common';

/** GET /api/geocode?address=&city= */
export const GeocodeQuerySchema = z.object({
  address: noControlCharacters(
    z
      .string({ message: 'Address is required' })
      .trim()
      .min(5, 'Address must be at least 5 characters long')
      .max(255),
  ),
  city: noControlCharacters(
    z.string({ message: 'City is required' }).trim().min(1, 'City is required').max(100),
  ),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuerySchema>;

export const GeocodeAnswerSchema = z.object({ position: PositionSchema });
export type GeocodeAnswer = z.infer<typeof GeocodeAnswerSchema>;

export const NO_COORDINATES_MESSAGE = 'No coordinates found for the address';
export const GEOCODER_UNAVAILABLE_MESSAGE =
  'Failed to locate your address. Please try again or enter a different address.';
