import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, garageSales } from '../db/schema';
import { byName } from '../reference/reference.repo';
import { publiclyVisible } from '../sales/sales.repo';

/**
 * Every sale a guest can open at /garage-sales/{id}: active, whether upcoming, running, over or marked
 * complete (its page still answers 200, flagged). Hidden sales (by their seller, an administrator, or
 * community reports: publiclyVisible) are left out; removed ones no longer exist.
 * The latest changed first, so that a cut at the sitemap's limit drops the oldest.
 */
export function listPublicSaleStamps(db: Db, limit: number) {
  return db
    .select({ id: garageSales.id, updatedAt: garageSales.updatedAt })
    .from(garageSales)
    .where(publiclyVisible)
    .orderBy(desc(garageSales.updatedAt), desc(garageSales.id))
    .limit(limit);
}

/**
 * The active cities (the Explore city select's), each with the last change of its page: the city's own row
 * or any of its listed sales that reach into the window, whichever is later.
 */
export function listCityStamps(db: Db, window: { startDate: string; endDate: string }) {
  const latestSale = sql<Date | string | null>`(
    select max(s.updated_at) from garage_sales s
    where lower(s.city) = lower(${cities.name}) and s.is_active and not s.is_completed and not s.under_review
      and s.end_date >= ${window.startDate} and s.start_date <= ${window.endDate}
  )`;
  return db
    .select({ name: cities.name, updatedAt: cities.updatedAt, latestSale })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(byName(cities.name), asc(cities.id));
}

/** An active city's name and state (province), by name whatever the case; undefined when none. */
export async function findActiveCity(db: Db, name: string) {
  const [row] = await db
    .select({ name: cities.name, state: cities.state })
    .from(cities)
    .where(and(sql`lower(${cities.name}) = lower(${name})`, eq(cities.isActive, true)))
    .limit(1);
  return row;
}
