import * as z from 'zod/mini';
import { MySaleSchema } from './events-admin';

/*
 * Who is coming (issue 26, decision 0036): counts per sale, never per person. Only the seller (GET
 * /api/my-sales) and administrators read them; the public sees the saves alone, past a threshold.
 */

/** What a shopper's browser reports about a sale: POST /api/garage-sales/{id}/{kind}. */
export const INTEREST_KINDS = ['views', 'plans', 'calendars'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

const count = () => z.int().check(z.nonnegative());

export const SaleCountsSchema = z.object({
  saves: count(),
  plans: count(),
  calendars: count(),
  views: count(),
});
export type SaleCounts = z.infer<typeof SaleCountsSchema>;

/** The last seven site days (today and the six before it), and every day since the sale was posted. */
export const SaleStatsSchema = z.object({ week: SaleCountsSchema, all: SaleCountsSchema });
export type SaleStats = z.infer<typeof SaleStatsSchema>;

export const NO_COUNTS: SaleCounts = { saves: 0, plans: 0, calendars: 0, views: 0 };

/**
 * The fewest savers the sale's page names ("5 people saved this sale"): below it a number would say little
 * to a shopper and could point at one person to a seller who knows who saved it; none is shown, not even 0.
 */
export const PUBLIC_SAVES_THRESHOLD = 5;

/**
 * GET /api/garage-sales/{id}/savers: how many accounts keep the sale saved now, or null while fewer than
 * PUBLIC_SAVES_THRESHOLD do. The same answer for every viewer (decision 0036).
 */
export const SaleSaversSchema = z.object({
  savers: z.nullable(count().check(z.gte(PUBLIC_SAVES_THRESHOLD))),
});
export type SaleSavers = z.infer<typeof SaleSaversSchema>;

/** GET /api/my-sales: each of the seller's sales with its counters. */
export const CountedMySaleSchema = z.extend(MySaleSchema, { stats: SaleStatsSchema });
export const CountedMySaleListSchema = z.array(CountedMySaleSchema);
export type CountedMySale = z.infer<typeof CountedMySaleSchema>;
