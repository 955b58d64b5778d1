import * as z from 'zod/mini';
import { intSchema, noControlCharacters } from './common';

/* zod/mini: Explore's filters read these at startup (see common.ts). */

/**
 * A French name (issue 24): the server always sends it, null where there is none. Absent is read as none
 * too: a phone offline may still hold an answer kept before French names existed (client/sw.ts).
 */
const frenchName = z.nullish(z.string());

/**
 * GET /api/categories: each category's official name and its French one (null where it has none; issue 24).
 * Both names in one answer, the same for every reader, so that it stays one cacheable body; the client
 * shows the reader's (lib/category-names.ts). Sales carry `{id, name}` (CategoryRef) with the official
 * name only, and are named in French through this list: decision 0025, "Names in two languages".
 */
export const CategorySchema = z.object({
  id: intSchema(),
  name: z.string(),
  nameFr: frenchName,
  description: z.nullable(z.string()),
  iconName: z.nullable(z.string()),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryRefSchema = z.object({ id: intSchema(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** GET /api/cities: the names of the active cities. */
export const CityNamesSchema = z.array(z.string());

/** GET /api/cities/details: the official name (what sales store and filters send) and a French one, if any. */
export const CityDetailsSchema = z.array(z.object({ id: intSchema(), name: z.string(), nameFr: frenchName }));

/** GET /api/neighborhoods?city=: as the cities' details, the official name and a French one, if any. */
export const NeighborhoodRefSchema = z.object({
  id: intSchema(),
  name: z.string(),
  nameFr: frenchName,
});
export const NeighborhoodListSchema = z.array(NeighborhoodRefSchema);
export const NeighborhoodQuerySchema = z.object({
  city: z.optional(noControlCharacters(z.string().check(z.trim(), z.maxLength(100)))),
});
