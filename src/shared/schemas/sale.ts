import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { IsoDateSchema, intSchema, PositionSchema, TimeOfDaySchema } from './common';
import { CategoryRefSchema } from './reference';
import { SaleItemSchema } from './sale-items';

export const ScheduleEntrySchema = z.object({
  date: IsoDateSchema,
  startTime: z.string().check(z.minLength(1, msg('sale.startTime.required'))),
  endTime: z.string().check(z.minLength(1, msg('sale.endTime.required'))),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** A sale as the list, the cards, the modal and the map read it (spec §3 "shapes of a sale in clients"). */
/**
 * Issue 25: the community sale day a sale is part of (its page is /events/{slug}) and its number there,
 * null until the sales are numbered. Only sales of an event carry it, so other answers keep their bytes.
 */
export const SaleEventRefSchema = z.object({ slug: z.string(), number: z.nullable(intSchema()) });
export type SaleEventRef = z.infer<typeof SaleEventRefSchema>;

export const SaleSchema = z.object({
  id: intSchema(),
  title: z.string(),
  description: z.nullable(z.string()),
  address: z.string(),
  city: z.string(),
  neighborhood: z.nullable(z.string()),
  position: PositionSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  startTime: TimeOfDaySchema,
  endTime: TimeOfDaySchema,
  schedule: z.array(ScheduleEntrySchema),
  dateRange: z.object({ from: IsoDateSchema, to: IsoDateSchema }),
  categories: z.array(CategoryRefSchema),
  categoryIds: z.array(intSchema()),
  featuredPhoto: z.nullable(z.string()),
  /** A small version of the featured photo for the 128 px cards (null when there is none). */
  featuredThumbnail: z.nullable(z.string()),
  userId: intSchema(),
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  /** Only for a signed-in viewer: the sale is theirs (the 'My Sale' badge). Guests' answers leave it out. */
  isMine: z.optional(z.boolean()),
  /** Only for a signed-in viewer: they saved the sale as a favourite. */
  isFavorite: z.optional(z.boolean()),
  /**
   * Only for the seller (My Sales, their own detail) and administrators: reports from the community hide
   * the sale from the public until an administrator looks at it.
   */
  underReview: z.optional(z.boolean()),
  /** Only for a sale of a community sale day (issue 25). */
  event: z.optional(SaleEventRefSchema),
  /** When the sale was posted, to the minute in UTC ('2026-06-10T15:04Z'): the cards' "New" badge (issue 26). */
  postedAt: z.string(),
  /** Issue 26: the seller's items, in their order; only sales that list some carry it. */
  items: z.optional(z.array(SaleItemSchema)),
});
export type Sale = z.infer<typeof SaleSchema>;
export const SaleListSchema = z.array(SaleSchema);

/**
 * A sale as GET /api/garage-sales lists it: what a card and a map marker show, nothing more
 * (docs/decisions/0010). Description, schedule and the full photo come with the detail call;
 * `?fields=full` still answers SaleListSchema. The same bytes for every viewer: 'My Sale' is
 * `userId` compared with the signed-in user on the client, favourites come from GET /api/favorites/ids.
 */
const SaleSummaryFieldsSchema = z.pick(SaleSchema, {
  id: true,
  title: true,
  address: true,
  city: true,
  neighborhood: true,
  position: true,
  startDate: true,
  endDate: true,
  startTime: true,
  endTime: true,
  categories: true,
  featuredThumbnail: true,
  userId: true,
  event: true,
  postedAt: true,
});
export const SaleSummarySchema = z.extend(SaleSummaryFieldsSchema, {
  /** Issue 26: the card's first few names of items still for sale (sale-items.ts); only when there are. */
  itemNames: z.optional(z.array(z.string())),
});
export type SaleSummary = z.infer<typeof SaleSummarySchema>;
export const SaleSummaryListSchema = z.array(SaleSummarySchema);

/** GET /api/favorites/ids: the ids of the viewer's saved sales, for the hearts on cards. */
export const FavoriteIdsSchema = z.object({ saleIds: z.array(intSchema()) });
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;

/** ?fields=full on the list: every field of SaleSchema, as the spec's list once carried. */
export const SaleListFieldsSchema = z.object({ fields: z.optional(z.enum(['full'])) });

export const PhotoSchema = z.object({
  id: intSchema(),
  url: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  caption: z.nullable(z.string()),
  isFeatured: z.boolean(),
  sortOrder: intSchema(),
});
export type Photo = z.infer<typeof PhotoSchema>;
export const PhotoListSchema = z.array(PhotoSchema);

/** DELETE /api/photos/{id} and PUT /api/photos/{id}/featured: the sale the photo belongs to. */
export const PhotoSaleBodySchema = z.object({
  saleId: intSchema().check(z.positive(), z.lte(2_147_483_647)),
});
