import * as z from 'zod/mini';
import { PublicConfigSchema } from './config';
import { PhotoListSchema, SaleSchema } from './sale';

/** The element of a server-drawn page that carries its data (web/sale-shell.ts, client lib/page-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a server-drawn page hands to the client with its HTML: the answers its screen would ask the API for
 * first (`/api/config`, a sale and its photos, an event), the same for every viewer. The client starts with them,
 * so the screen it draws over the server's HTML is the same at once, with no loading state in between.
 */
export const PageDataSchema = z.object({
  config: PublicConfigSchema,
  sale: z.optional(SaleSchema),
  photos: z.optional(PhotoListSchema),
  /**
   * A community sale day's page (issue 25): GET /api/events/{slug}'s answer (EventDetailSchema). Only its
   * slug is read here: the event page's own chunk checks the rest (client lib/event-query.ts), so that
   * Explore's first script does not carry the events' schemas.
   */
  event: z.optional(z.looseObject({ slug: z.string() })),
});
export type PageData = z.infer<typeof PageDataSchema>;
