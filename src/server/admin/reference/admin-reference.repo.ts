import { type AnyColumn, and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { insertReturningId } from '../../db/insert-row';
import { findRowById, lockRowById } from '../../db/row-by-id';
import { categories, cities, garageSales, neighborhoods, saleCategoryMapping } from '../../db/schema';
import { byName } from '../../reference/reference.repo';

/**
 * Queries of the admin reference screens. Sales keep their city and neighborhood as text (spec §3), so
 * "used by" and renames match that text, case-insensitively, as the public list does.
 */

const sameText = (column: AnyColumn | SQL, text: string) => sql`lower(${column}) = lower(${text})`;

/**
 * Holds a name until the transaction ends, so two admins adding 'Elm' and 'elm' at once take turns and
 * the second sees the first (the unique indexes only catch the exact same spelling).
 */
export async function lockName(tx: DbExecutor, scope: string, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gsf:${scope}:`} || lower(${name})))`);
}

// ---------------------------------------------------------------------------------------------- cities

const citySaleCount = sql<number>`(
  select count(*)::int from garage_sales g where lower(g.city) = lower(cities.name)
)`;

const cityColumns = {
  id: cities.id,
  name: cities.name,
  state: cities.state,
  zip_code: cities.zipCode,
  is_active: cities.isActive,
  name_fr: cities.nameFr,
  saleCount: citySaleCount,
};

export function listCities(db: DbExecutor) {
  return db.select(cityColumns).from(cities).orderBy(byName(cities.name), asc(cities.id));
}

export function findCity(db: DbExecutor, id: number) {
  return findRowById(db, cities, cityColumns, id);
}

/** The city's row, locked against other writes (and against new neighborhoods) until the transaction ends. */
export function lockCity(tx: DbExecutor, id: number) {
  return lockRowById(tx, cities, { id: cities.id, name: cities.name }, id);
}

/** The city, held so that it cannot be renamed or deleted until the transaction ends. */
export function holdCity(tx: DbExecutor, id: number) {
  return lockRowById(tx, cities, { id: cities.id, name: cities.name }, id, 'key share');
}

/** Another city with this name in any case. */
export async function findCityNamed(tx: DbExecutor, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(sameText(cities.name, name), exceptId === undefined ? undefined : ne(cities.id, exceptId)))
    .limit(1);
  return row;
}

export interface CityValues {
  name?: string;
  state?: string;
  zipCode?: string | null;
  isActive?: boolean;
  nameFr?: string | null;
}

export function insertCityRow(tx: DbExecutor, values: Required<CityValues>): Promise<number> {
  return insertReturningId(tx, cities, values);
}

export async function updateCityRow(tx: DbExecutor, id: number, values: CityValues): Promise<void> {
  await tx
    .update(cities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cities.id, id));
}

export async function countSalesInCity(tx: DbExecutor, name: string): Promise<number> {
  return tx.$count(garageSales, sameText(garageSales.city, name));
}

/** Sales store the city by name: a renamed city takes its sales along. */
export async function renameSalesCity(tx: DbExecutor, from: string, to: string): Promise<void> {
  await tx
    .update(garageSales)
    .set({ city: to, updatedAt: sql`now()` })
    .where(sameText(garageSales.city, from));
}

/** The city goes, and its neighborhoods with it (cascade). */
export async function deleteCityRow(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(cities).where(eq(cities.id, id));
}

/** A city delete locks its neighborhoods before the city: the order the neighborhood writes take too. */
export async function lockNeighborhoodsOfCity(tx: DbExecutor, cityId: number): Promise<void> {
  await tx
    .select({ id: neighborhoods.id })
    .from(neighborhoods)
    .where(eq(neighborhoods.cityId, cityId))
    .for('update');
}

// ------------------------------------------------------------------------------------------ categories

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  nameFr: categories.nameFr,
  description: categories.description,
  iconName: categories.iconName,
  saleCount: sql<number>`(
    select count(*)::int from sale_category_mapping m where m.category_id = categories.id
  )`,
};

export function listAdminCategories(db: DbExecutor) {
  return db.select(categoryColumns).from(categories).orderBy(byName(categories.name), asc(categories.id));
}

export function findCategory(db: DbExecutor, id: number) {
  return findRowById(db, categories, categoryColumns, id);
}

/** Locked until the transaction ends: sales being saved hold their categories (KEY SHARE) meanwhile. */
export function lockCategory(tx: DbExecutor, id: number) {
  return lockRowById(tx, categories, { id: categories.id, name: categories.name }, id);
}

export async function findCategoryNamed(tx: DbExecutor, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(sameText(categories.name, name), exceptId === undefined ? undefined : ne(categories.id, exceptId)),
    )
    .limit(1);
  return row;
}

/** Another category with this French name in any case. */
export async function findCategoryNamedFr(tx: DbExecutor, nameFr: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sameText(categories.nameFr, nameFr),
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export interface CategoryValues {
  name: string;
  nameFr: string | null;
  description: string | null;
  iconName: string | null;
}

export function insertCategoryRow(tx: DbExecutor, values: CategoryValues): Promise<number> {
  return insertReturningId(tx, categories, values);
}

export async function updateCategoryRow(tx: DbExecutor, id: number, values: CategoryValues): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

export async function countSalesOfCategory(tx: DbExecutor, id: number): Promise<number> {
  return tx.$count(saleCategoryMapping, eq(saleCategoryMapping.categoryId, id));
}

export async function deleteCategoryRow(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

// --------------------------------------------------------------------------------------- neighborhoods

const neighborhoodColumns = {
  id: neighborhoods.id,
  name: neighborhoods.name,
  nameFr: neighborhoods.nameFr,
  cityId: neighborhoods.cityId,
  cityName: cities.name,
  description: neighborhoods.description,
  isActive: neighborhoods.isActive,
  saleCount: sql<number>`(
    select count(*)::int from garage_sales g
    where lower(g.city) = lower(${cities.name}) and lower(g.neighborhood) = lower(${neighborhoods.name})
  )`,
};

export function listAdminNeighborhoods(db: DbExecutor) {
  return db
    .select(neighborhoodColumns)
    .from(neighborhoods)
    .innerJoin(cities, eq(cities.id, neighborhoods.cityId))
    .orderBy(byName(cities.name), byName(neighborhoods.name), asc(neighborhoods.id));
}

export async function findNeighborhood(db: DbExecutor, id: number) {
  const [row] = await db
    .select(neighborhoodColumns)
    .from(neighborhoods)
    .innerJoin(cities, eq(cities.id, neighborhoods.cityId))
    .where(eq(neighborhoods.id, id));
  return row;
}

export function lockNeighborhood(tx: DbExecutor, id: number) {
  const columns = { id: neighborhoods.id, name: neighborhoods.name, cityId: neighborhoods.cityId };
  return lockRowById(tx, neighborhoods, columns, id);
}

export async function findNeighborhoodNamed(tx: DbExecutor, cityId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: neighborhoods.id })
    .from(neighborhoods)
    .where(
      and(
        eq(neighborhoods.cityId, cityId),
        sameText(neighborhoods.name, name),
        exceptId === undefined ? undefined : ne(neighborhoods.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export interface NeighborhoodValues {
  name: string;
  nameFr: string | null;
  cityId: number;
  description: string | null;
}

export function insertNeighborhoodRow(tx: DbExecutor, values: NeighborhoodValues): Promise<number> {
  return insertReturningId(tx, neighborhoods, values);
}

export async function updateNeighborhoodRow(
  tx: DbExecutor,
  id: number,
  values: NeighborhoodValues,
): Promise<void> {
  await tx.update(neighborhoods).set(values).where(eq(neighborhoods.id, id));
}

export async function countSalesInNeighborhood(tx: DbExecutor, city: string, name: string): Promise<number> {
  return tx.$count(
    garageSales,
    and(sameText(garageSales.city, city), sameText(garageSales.neighborhood, name)),
  );
}

export async function renameSalesNeighborhood(
  tx: DbExecutor,
  city: string,
  from: string,
  to: string,
): Promise<void> {
  await tx
    .update(garageSales)
    .set({ neighborhood: to, updatedAt: sql`now()` })
    .where(and(sameText(garageSales.city, city), sameText(garageSales.neighborhood, from)));
}

export async function deleteNeighborhoodRow(tx: DbExecutor, id: number): Promise<void> {
  await tx.delete(neighborhoods).where(eq(neighborhoods.id, id));
}
