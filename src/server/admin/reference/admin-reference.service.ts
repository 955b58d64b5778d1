import type {
  AdminCategory,
  AdminCity,
  AdminNeighborhood,
  CategoryForm,
  CityForm,
  NeighborhoodForm,
} from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { hasPgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { apiText } from '../../lib/server-i18n';
import { salesChanged } from '../../sales/sales-cache';
import * as repo from './admin-reference.repo';

/**
 * The rules of the admin reference screens (issue 4). Every write is one transaction; names are unique
 * whatever their case; sales store their city and neighborhood by name, so renames carry over to them and
 * a city, category or neighborhood that sales use cannot be deleted.
 */

// The words (catalogs/<language>/adminApi.json): the error handler answers them in the request's language.
export const CITY_NOT_FOUND = apiText('adminApi', 'city.notFound');
export const CATEGORY_NOT_FOUND = apiText('adminApi', 'category.notFound');
export const NEIGHBORHOOD_NOT_FOUND = apiText('adminApi', 'neighborhood.notFound');
export const UNKNOWN_CITY_ID_MESSAGE = apiText('adminApi', 'city.unknown');

export const cityExists = (name: string) => apiText('adminApi', 'city.exists', { name });
export const categoryExists = (name: string) => apiText('adminApi', 'category.exists', { name });
export const neighborhoodExists = (name: string, city: string) =>
  apiText('adminApi', 'neighborhood.exists', { name, city });
export const cityInUse = (count: number) => apiText('adminApi', 'city.inUse', { count });
export const categoryInUse = (count: number) => apiText('adminApi', 'category.inUse', { count });
export const neighborhoodInUse = (count: number) => apiText('adminApi', 'neighborhood.inUse', { count });
export const neighborhoodCannotMove = (count: number) =>
  apiText('adminApi', 'neighborhood.cannotMove', { count });

/** PATCH: the fields sent change, the others stay. */
export type CityPatch = Partial<CityForm>;

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** PostgreSQL's unique_violation, wherever drizzle or the driver put it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgErrorCode(error, UNIQUE_VIOLATION);
}

/** The name checks run first; should two admins still collide, the unique index decides, with the same 409. */
async function duplicateAsConflict<T>(work: Promise<T>, message: () => string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message());
    throw error;
  }
}

async function readOrFail<T>(row: Promise<T | undefined>, message: string): Promise<T> {
  const found = await row;
  if (!found) throw new NotFoundError(message);
  return found;
}

// ---------------------------------------------------------------------------------------------- cities

export function listCities(db: Db): Promise<AdminCity[]> {
  return repo.listCities(db);
}

async function assertCityNameFree(tx: DbExecutor, name: string, exceptId?: number): Promise<void> {
  await repo.lockName(tx, 'city', name);
  if (await repo.findCityNamed(tx, name, exceptId)) throw new ConflictError(cityExists(name));
}

export async function createCity(db: Db, form: CityForm): Promise<AdminCity> {
  const work = db.transaction(async (tx) => {
    await assertCityNameFree(tx, form.name);
    const id = await repo.insertCityRow(tx, {
      name: form.name,
      state: form.state,
      zipCode: form.zip_code,
      isActive: form.is_active,
      nameFr: form.name_fr,
    });
    return readOrFail(repo.findCity(tx, id), CITY_NOT_FOUND);
  });
  return duplicateAsConflict(work, () => cityExists(form.name));
}

/** A rename takes the city's sales along in the same transaction; deactivating keeps them. */
export async function updateCity(db: Db, id: number, patch: CityPatch): Promise<AdminCity> {
  let renamed = false;
  const work = db.transaction(async (tx) => {
    const city = await readOrFail(repo.lockCity(tx, id), CITY_NOT_FOUND);
    const name = patch.name;
    if (name !== undefined && name !== city.name) {
      if (!sameText(name, city.name)) await assertCityNameFree(tx, name, id);
      await repo.renameSalesCity(tx, city.name, name);
      renamed = true;
    }
    await repo.updateCityRow(tx, id, {
      name: patch.name,
      state: patch.state,
      zipCode: patch.zip_code,
      isActive: patch.is_active,
      nameFr: patch.name_fr,
    });
    return readOrFail(repo.findCity(tx, id), CITY_NOT_FOUND);
  });
  const city = await duplicateAsConflict(work, () => cityExists(patch.name ?? ''));
  if (renamed) await salesChanged();
  return city;
}

export async function deleteCity(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockNeighborhoodsOfCity(tx, id);
    const city = await readOrFail(repo.lockCity(tx, id), CITY_NOT_FOUND);
    const used = await repo.countSalesInCity(tx, city.name);
    if (used > 0) throw new ConflictError(cityInUse(used));
    await repo.deleteCityRow(tx, id);
  });
  await salesChanged();
}

// ------------------------------------------------------------------------------------------ categories

export function listCategories(db: Db): Promise<AdminCategory[]> {
  return repo.listAdminCategories(db);
}

async function assertCategoryNameFree(tx: DbExecutor, name: string, exceptId?: number): Promise<void> {
  await repo.lockName(tx, 'category', name);
  if (await repo.findCategoryNamed(tx, name, exceptId)) throw new ConflictError(categoryExists(name));
}

/** Two categories with one French name would be one choice twice on a French page. */
async function assertCategoryFrenchNameFree(tx: DbExecutor, nameFr: string | null, exceptId?: number) {
  if (!nameFr) return;
  await repo.lockName(tx, 'category-fr', nameFr);
  if (await repo.findCategoryNamedFr(tx, nameFr, exceptId)) throw new ConflictError(categoryExists(nameFr));
}

export async function createCategory(db: Db, form: CategoryForm): Promise<AdminCategory> {
  const work = db.transaction(async (tx) => {
    await assertCategoryNameFree(tx, form.name);
    await assertCategoryFrenchNameFree(tx, form.nameFr);
    const id = await repo.insertCategoryRow(tx, form);
    return readOrFail(repo.findCategory(tx, id), CATEGORY_NOT_FOUND);
  });
  return duplicateAsConflict(work, () => categoryExists(form.name));
}

/** PUT replaces every field; sales show category names, so the list cache forgets. */
export async function updateCategory(db: Db, id: number, form: CategoryForm): Promise<AdminCategory> {
  const work = db.transaction(async (tx) => {
    const category = await readOrFail(repo.lockCategory(tx, id), CATEGORY_NOT_FOUND);
    if (!sameText(form.name, category.name)) await assertCategoryNameFree(tx, form.name, id);
    await assertCategoryFrenchNameFree(tx, form.nameFr, id);
    await repo.updateCategoryRow(tx, id, form);
    return readOrFail(repo.findCategory(tx, id), CATEGORY_NOT_FOUND);
  });
  const category = await duplicateAsConflict(work, () => categoryExists(form.name));
  await salesChanged();
  return category;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await readOrFail(repo.lockCategory(tx, id), CATEGORY_NOT_FOUND);
    const used = await repo.countSalesOfCategory(tx, id);
    if (used > 0) throw new ConflictError(categoryInUse(used));
    await repo.deleteCategoryRow(tx, id);
  });
  await salesChanged();
}

// --------------------------------------------------------------------------------------- neighborhoods

export function listNeighborhoods(db: Db): Promise<AdminNeighborhood[]> {
  return repo.listAdminNeighborhoods(db);
}

/** The form's city, held until the transaction ends (it cannot be renamed or deleted meanwhile). */
async function holdFormCity(tx: DbExecutor, cityId: number) {
  const city = await repo.holdCity(tx, cityId);
  if (!city) {
    throw new BadRequestError(UNKNOWN_CITY_ID_MESSAGE, [
      { path: 'cityId', message: UNKNOWN_CITY_ID_MESSAGE },
    ]);
  }
  return city;
}

async function assertNeighborhoodNameFree(
  tx: DbExecutor,
  city: { id: number; name: string },
  name: string,
  exceptId?: number,
): Promise<void> {
  await repo.lockName(tx, `neighborhood:${city.id}`, name);
  if (await repo.findNeighborhoodNamed(tx, city.id, name, exceptId)) {
    throw new ConflictError(neighborhoodExists(name, city.name));
  }
}

export async function createNeighborhood(db: Db, form: NeighborhoodForm): Promise<AdminNeighborhood> {
  let cityName = '';
  const work = db.transaction(async (tx) => {
    const city = await holdFormCity(tx, form.cityId);
    cityName = city.name;
    await assertNeighborhoodNameFree(tx, city, form.name);
    const id = await repo.insertNeighborhoodRow(tx, form);
    return readOrFail(repo.findNeighborhood(tx, id), NEIGHBORHOOD_NOT_FOUND);
  });
  return duplicateAsConflict(work, () => neighborhoodExists(form.name, cityName));
}

/**
 * PUT replaces every field. A rename carries over to the sales that name it; a move to another city would
 * leave those sales behind (their city stays), so it is refused while any use it.
 */
export async function updateNeighborhood(
  db: Db,
  id: number,
  form: NeighborhoodForm,
): Promise<AdminNeighborhood> {
  let renamed = false;
  let cityName = '';
  const work = db.transaction(async (tx) => {
    const current = await readOrFail(repo.lockNeighborhood(tx, id), NEIGHBORHOOD_NOT_FOUND);
    const oldCity = await readOrFail(repo.holdCity(tx, current.cityId), NEIGHBORHOOD_NOT_FOUND);
    const city = form.cityId === current.cityId ? oldCity : await holdFormCity(tx, form.cityId);
    cityName = city.name;
    const moved = city.id !== oldCity.id;
    if (moved || !sameText(form.name, current.name)) {
      await assertNeighborhoodNameFree(tx, city, form.name, id);
    }
    if (moved) {
      const used = await repo.countSalesInNeighborhood(tx, oldCity.name, current.name);
      if (used > 0) throw new ConflictError(neighborhoodCannotMove(used));
    } else if (form.name !== current.name) {
      await repo.renameSalesNeighborhood(tx, city.name, current.name, form.name);
      renamed = true;
    }
    await repo.updateNeighborhoodRow(tx, id, form);
    return readOrFail(repo.findNeighborhood(tx, id), NEIGHBORHOOD_NOT_FOUND);
  });
  const neighborhood = await duplicateAsConflict(work, () => neighborhoodExists(form.name, cityName));
  if (renamed) await salesChanged();
  return neighborhood;
}

export async function deleteNeighborhood(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await readOrFail(repo.lockNeighborhood(tx, id), NEIGHBORHOOD_NOT_FOUND);
    const city = await readOrFail(repo.holdCity(tx, current.cityId), NEIGHBORHOOD_NOT_FOUND);
    const used = await repo.countSalesInNeighborhood(tx, city.name, current.name);
    if (used > 0) throw new ConflictError(neighborhoodInUse(used));
    await repo.deleteNeighborhoodRow(tx, id);
  });
  await salesChanged();
}
