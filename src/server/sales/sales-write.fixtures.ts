import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { addDaysIso, todayIn } from '../../shared/dates';
import { exampleSaleWrite, type SaleWrite } from '../../shared/schemas/sale-form';
import { garageSales, saleCategoryMapping } from '../db/schema';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { Engine } from '../test-support/test-database';
import {
  insertCategory,
  insertCity,
  insertNeighborhood,
  insertSale,
  type SaleInput,
} from '../tools/factories';

/** The app with the reference data a sale needs and four kinds of caller, for the seller's API tests. */
export interface SellerWorld {
  t: TestApp;
  today: string;
  day: (offset: number) => string;
  cat: { books: number; toys: number; tools: number };
  owner: SignedInUser;
  other: SignedInUser;
  admin: SignedInUser;
  /** A valid POST/PUT body starting `offset` days from today (tomorrow by default). */
  body: (overrides?: Partial<SaleWrite> & Record<string, unknown>, offset?: number) => SaleWrite;
  /** A stored sale of `userId` (the owner unless given). */
  sale: (input?: Partial<SaleInput>) => Promise<number>;
  /** One HTTP call; `as` is the caller's Cookie header (none for a guest). */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    as?: SignedInUser,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  saleCount: () => Promise<number>;
}

export async function createSellerWorld(engine: Engine): Promise<SellerWorld> {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const today = todayIn(t.config.timeZone);
  const day = (offset: number) => addDaysIso(today, offset);
  const stony = await insertCity(db, { name: 'Stony Plain' });
  const spruce = await insertCity(db, { name: 'Spruce Grove' });
  await insertCity(db, { name: 'Gone Town', isActive: false });
  await insertNeighborhood(db, { cityId: stony, name: 'Old Town' });
  await insertNeighborhood(db, { cityId: stony, name: 'Closed Quarter', isActive: false });
  await insertNeighborhood(db, { cityId: spruce, name: 'Westwind' });
  const cat = {
    books: await insertCategory(db, { name: 'Books' }),
    toys: await insertCategory(db, { name: 'Toys' }),
    tools: await insertCategory(db, { name: 'Tools' }),
  };
  const owner = await createSignedInUser(db);
  const other = await createSignedInUser(db);
  const admin = await createSignedInUser(db, { userType: 'admin' });

  return {
    t,
    today,
    day,
    cat,
    owner,
    other,
    admin,
    body: (overrides = {}, offset = 1) =>
      exampleSaleWrite(day(offset), { categoryIds: [cat.books], ...overrides } as Partial<SaleWrite>),
    sale: (input = {}) =>
      insertSale(db, {
        userId: owner.id,
        title: 'Stored sale',
        address: '1 Stored Street',
        city: 'Stony Plain',
        position: { lat: 53.53, lng: -114 },
        startDate: day(1),
        endDate: day(2),
        categoryIds: [cat.books],
        ...input,
      }),
    call: (method, url, as, payload) =>
      t.app.inject({
        method,
        url,
        headers: as ? { cookie: as.cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    saleCount: async () => {
      const [row] = await db.select({ n: count() }).from(garageSales);
      return Number(row?.n ?? 0);
    },
  };
}

/** The stored row of a sale, to check what a call really changed. */
export async function storedSale(world: SellerWorld, id: number) {
  const [row] = await world.t.database.db.select().from(garageSales).where(eq(garageSales.id, id));
  return row;
}

/** The category ids linked to a sale, in order: what a write really stored. */
export async function linkedCategories(world: SellerWorld, saleId: number): Promise<number[]> {
  const rows = await world.t.database.db
    .select({ id: saleCategoryMapping.categoryId })
    .from(saleCategoryMapping)
    .where(eq(saleCategoryMapping.saleId, saleId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
