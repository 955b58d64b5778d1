import { z } from 'zod';
import { noControlCharacters } from './common';

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  iconName: z.string().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** GET /api/cities: the names of the active cities. */
export const CityNamesSchema = z.array(z.string());

/** GET /api/cities/details */
export const CityDetailsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** GET /api/neighborhoods?city= */
export const NeighborhoodRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const NeighborhoodListSchema = z.array(NeighborhoodRefSchema);
export const NeighborhoodQuerySchema = z.object({
  city: noControlCharacters(z.string().trim().max(100)).optional(),
});
