import * as z from 'zod/mini';
import { IsoDateSchema, PositionSchema } from './common';

/** GET /api/config: what the client needs to know about this deployment (zod/mini: see common.ts). */
export const PublicConfigSchema = z.object({
  siteName: z.string(),
  productNoun: z.string(),
  /** The noun in French pages (PRODUCT_NOUN_FR), plural and lower case. */
  productNounFr: z.string(),
  contactEmail: z.string(),
  mapCenter: PositionSchema,
  mapZoom: z.number(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
  timeZone: z.string(),
  today: IsoDateSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const GoogleMapsKeySchema = z.object({ apiKey: z.nullable(z.string()) });
