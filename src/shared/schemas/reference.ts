import * as z from 'zod/mini';
import { intSchema, noControlCharacters } from './common';

/* zod/mini: Explore's filters read these at startup (see common.ts). */

export const CategorySchema = z.object({
  id: intSchema(),
  name: z.string(),
  description: z.nullable(z.string()),
  iconName: z.nullable(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryRefSchema = z.object({ id: intSchema(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** GET /api/cities: the names of the active cities. */
export const CityNamesSchema = z.array(z.string());

/** GET /api/cities/details */
export const CityDetailsSchema = z.array(z.object({ id: intSchema(), name: z.string() }));

/** GET /api/neighborhoods?city= */
export const NeighborhoodRefSchema = z.object({ id: intSchema(), name: z.string() });
export const NeighborhoodListSchema = z.array(NeighborhoodRefSchema);
export const NeighborhoodQuerySchema = z.object({
  city: z.optional(noControlCharacters(z.string().check(z.trim(), z.maxLength(100)))),
});
