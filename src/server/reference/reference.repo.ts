import { type AnyColumn, and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, cities, neighborhoods } from '../db/schema';

/** Alphabetical whatever the database's collation ('a' beside 'A'), so both engines agree. */
export function byName(column: AnyColumn): SQL {
  return sql`lower(${column}), ${column}`;
}

export function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      description: categories.description,
      iconName: categories.iconName,
    })
    .from(categories)
    .orderBy(byName(categories.name), asc(categories.id));
}

/** The categories that have a French name, with it (issue 24). */
export async function listFrenchCategoryNames(db: Db): Promise<{ id: number; nameFr: string }[]> {
  const rows = await db
    .select({ id: categories.id, nameFr: categories.nameFr })
    .from(categories)
    .where(isNotNull(categories.nameFr));
  return rows.flatMap(({ id, nameFr }) => (nameFr === null ? [] : [{ id, nameFr }]));
}

export function listActiveCities(db: Db) {
  return db
    .select({ id: cities.id, name: cities.name, nameFr: cities.nameFr })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(byName(cities.name), asc(cities.id));
}

/** Active neighborhoods of the active city with that name (any case). */
export function listNeighborhoodsOfCity(db: Db, cityName: string) {
  return db
    .select({ id: neighborhoods.id, name: neighborhoods.name, nameFr: neighborhoods.nameFr })
    .from(neighborhoods)
    .innerJoin(cities, eq(cities.id, neighborhoods.cityId))
    .where(
      and(
        sql`lower(${cities.name}) = lower(${cityName})`,
        eq(cities.isActive, true),
        eq(neighborhoods.isActive, true),
      ),
    )
    .orderBy(byName(neighborhoods.name), asc(neighborhoods.id));
}
