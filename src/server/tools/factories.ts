import { generateSchedule } from '../../shared/dates';
import type { ScheduleEntry } from '../../shared/schemas/sale';
import type { DbExecutor } from '../db/executor';
import * as schema from '../db/schema';
import { hashPassword } from '../lib/password';

/** One module makes users and sales for the seed, the tests, the browser tests and the benchmark. */

export type { DbExecutor };

export interface UserInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  userType?: 'user' | 'admin';
}

export async function insertUser(db: DbExecutor, input: UserInput): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(schema.users)
    .values({
      email: input.email,
      password: await hashPassword(input.password ?? 'Password123'),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      userType: input.userType ?? 'user',
    })
    .returning({ id: schema.users.id, email: schema.users.email });
  if (!row) throw new Error('insertUser returned nothing');
  return row;
}

export interface SaleInput {
  userId: number;
  title: string;
  description?: string | null;
  address: string;
  city: string;
  neighborhood?: string | null;
  position: { lat: number; lng: number };
  startDate: string;
  endDate: string;
  /** Defaults to one entry a day, 08:00 to 16:00. Pass a string to store raw scheduleData. */
  schedule?: ScheduleEntry[] | string;
  isActive?: boolean;
  isCompleted?: boolean;
  categoryIds?: number[];
  photos?: { url: string; thumbnailUrl?: string | null; isFeatured?: boolean; caption?: string | null }[];
}

export function saleRow(input: SaleInput) {
  const schedule =
    typeof input.schedule === 'string'
      ? undefined
      : (input.schedule ?? generateSchedule(input.startDate, input.endDate));
  const first = schedule?.[0];
  return {
    userId: input.userId,
    title: input.title,
    description: input.description ?? null,
    address: input.address,
    city: input.city,
    neighborhood: input.neighborhood ?? null,
    lat: input.position.lat,
    lng: input.position.lng,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: first?.startTime ?? '08:00',
    endTime: first?.endTime ?? '16:00',
    scheduleData: typeof input.schedule === 'string' ? input.schedule : JSON.stringify(schedule),
    isActive: input.isActive ?? true,
    isCompleted: input.isCompleted ?? false,
  };
}

/** Inserts a sale with its category links and photos in one transaction; returns its id. */
export async function insertSale(db: DbExecutor, input: SaleInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.garageSales)
      .values(saleRow(input))
      .returning({ id: schema.garageSales.id });
    if (!row) throw new Error('insertSale returned nothing');
    const categoryIds = [...new Set(input.categoryIds ?? [])];
    if (categoryIds.length > 0) {
      await tx
        .insert(schema.saleCategoryMapping)
        .values(categoryIds.map((categoryId) => ({ saleId: row.id, categoryId })));
    }
    if (input.photos && input.photos.length > 0) {
      await tx.insert(schema.photos).values(
        input.photos.map((photo, index) => ({
          saleId: row.id,
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl ?? null,
          caption: photo.caption ?? null,
          isFeatured: photo.isFeatured ?? false,
          sortOrder: index,
        })),
      );
    }
    return row.id;
  });
}

/**
 * Inserts many sales with multi-row statements, one transaction per batch (the seed passes them all in one
 * batch; the benchmark fills 50,000). Returns the ids in the order of the inputs.
 */
export async function insertSales(db: DbExecutor, inputs: SaleInput[], batchSize = 500): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += batchSize) {
    const batch = inputs.slice(start, start + batchSize);
    const batchIds = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(schema.garageSales)
        .values(batch.map(saleRow))
        .returning({ id: schema.garageSales.id });
      // A multi-row insert draws its serial ids in the order of its rows.
      const saleIds = rows.map((row) => row.id).sort((a, b) => a - b);
      const links = batch.flatMap((input, index) =>
        [...new Set(input.categoryIds ?? [])].map((categoryId) => ({
          saleId: saleIds[index] as number,
          categoryId,
        })),
      );
      if (links.length > 0) await tx.insert(schema.saleCategoryMapping).values(links);
      const photoRows = batch.flatMap((input, index) =>
        (input.photos ?? []).map((photo, order) => ({
          saleId: saleIds[index] as number,
          url: photo.url,
          thumbnailUrl: photo.thumbnailUrl ?? null,
          caption: photo.caption ?? null,
          isFeatured: photo.isFeatured ?? false,
          sortOrder: order,
        })),
      );
      if (photoRows.length > 0) await tx.insert(schema.photos).values(photoRows);
      return saleIds;
    });
    ids.push(...batchIds);
  }
  return ids;
}

/** Reference rows for tests: a category, a city, a neighborhood of a city. Each returns its id. */
export async function insertCategory(
  db: DbExecutor,
  input: { name: string; description?: string | null; iconName?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(schema.categories)
    .values({ name: input.name, description: input.description ?? null, iconName: input.iconName ?? null })
    .returning({ id: schema.categories.id });
  if (!row) throw new Error('insertCategory returned nothing');
  return row.id;
}

export async function insertCity(
  db: DbExecutor,
  input: { name: string; state?: string; zipCode?: string | null; isActive?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(schema.cities)
    .values({
      name: input.name,
      state: input.state ?? 'AB',
      zipCode: input.zipCode ?? null,
      isActive: input.isActive ?? true,
    })
    .returning({ id: schema.cities.id });
  if (!row) throw new Error('insertCity returned nothing');
  return row.id;
}

export async function insertNeighborhood(
  db: DbExecutor,
  input: { cityId: number; name: string; description?: string | null; isActive?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(schema.neighborhoods)
    .values({
      cityId: input.cityId,
      name: input.name,
      description: input.description ?? null,
      isActive: input.isActive ?? true,
    })
    .returning({ id: schema.neighborhoods.id });
  if (!row) throw new Error('insertNeighborhood returned nothing');
  return row.id;
}
