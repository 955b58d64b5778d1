import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/geocode.json' with { type: 'json' };
import { messagesOf } from '../i18n/messages';
import { noControlCharacters, PositionSchema } from './common';

/** The lookup's messages (the geocode catalogue): the wizard's Locate and the shoppers' start point. */
export const geocodeMsg = messagesOf('geocode', english);

export const ADDRESS_MIN = 5;
const ADDRESS_LOOKUP_MAX = 255;
const CITY_LOOKUP_MAX = 100;
export const ADDRESS_REQUIRED_MESSAGE = geocodeMsg('address.required');
export const ADDRESS_TOO_SHORT_MESSAGE = geocodeMsg('address.tooShort', { min: ADDRESS_MIN });
export const CITY_REQUIRED_MESSAGE = geocodeMsg('city.required');

/** GET /api/geocode?address=&city= */
export const GeocodeQuerySchema = z.object({
  address: noControlCharacters(
    z
      .string({ message: ADDRESS_REQUIRED_MESSAGE })
      .check(
        z.trim(),
        z.minLength(ADDRESS_MIN, ADDRESS_TOO_SHORT_MESSAGE),
        z.maxLength(ADDRESS_LOOKUP_MAX, geocodeMsg('address.tooLong', { max: ADDRESS_LOOKUP_MAX })),
      ),
  ),
  city: noControlCharacters(
    z
      .string({ message: CITY_REQUIRED_MESSAGE })
      .check(
        z.trim(),
        z.minLength(1, CITY_REQUIRED_MESSAGE),
        z.maxLength(CITY_LOOKUP_MAX, geocodeMsg('city.tooLong', { max: CITY_LOOKUP_MAX })),
      ),
  ),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuerySchema>;

export const GeocodeAnswerSchema = z.object({ position: PositionSchema });
export type GeocodeAnswer = z.infer<typeof GeocodeAnswerSchema>;

export const NO_COORDINATES_MESSAGE = geocodeMsg('noCoordinates');
export const GEOCODER_UNAVAILABLE_MESSAGE = geocodeMsg('unavailable');
/** The geocoder's shared queue is full (429, with Retry-After in seconds). */
export const GEOCODER_BUSY_MESSAGE = geocodeMsg('busy');
