import * as z from 'zod/mini';
import { intSchema } from '../../../shared/schemas/common';
import { SaleSchema } from '../../../shared/schemas/sale';

/** The community sale day a seller's sale is part of, as GET /api/my-sales answers it (issue 25). */
export const MySaleEventSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** #1...#N once the sales are numbered. */
  number: z.nullable(intSchema()),
  /** Off: the sale keeps its own dates when the organizer moves the event (the rain-date opt-out). */
  followsEventDates: z.boolean(),
});
export type MySaleEvent = z.infer<typeof MySaleEventSchema>;

/** A sale in My Sales: the sale and its event (null or left out: none). */
export const MySaleSchema = z.extend(SaleSchema, { event: z.optional(z.nullable(MySaleEventSchema)) });
export type MySale = z.infer<typeof MySaleSchema>;
export const MySaleListSchema = z.array(MySaleSchema);
