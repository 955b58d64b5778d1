import { generateSchedule } from '../../shared/dates';
import type { ScheduleEntry } from '../../shared/schemas/sale';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { garageSales, photos, saleCategoryMapping, users } from './schema';

/** One module makes users and sales for the seed, the tests, the browser tests and the benchmark. */

export interface UserInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  userType?: 'user' | 'admin';
}

export async function insertUser(db: Db, input: UserInput): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      password: await hashPassword(input.password ?? 'Password123'),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      userType: input.userType ?? 'user',
    })
    .returning({ id: users.id, email: users.email });
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
export async function insertSale(db: Db, input: SaleInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(garageSales).values(saleRow(input)).returning({ id: garageSales.id });
    if (!row) throw new Error('insertSale returned nothing');
    const categoryIds = [...new Set(input.categoryIds ?? [])];
    if (categoryIds.length > 0) {
      await tx
        .insert(saleCategoryMapping)
        .values(categoryIds.map((categoryId) => ({ saleId: row.id, categoryId })));
    }
    if (input.photos && input.photos.length > 0) {
      await tx.insert(photos).values(
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
