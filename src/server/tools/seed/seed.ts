import crypto from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { categories, cities, garageSales, neighborhoods, saleEvents, users } from '../../db/schema';
import { insertEvent, registerEventSales } from '../../events/events.fixtures';
import {
  deletePhotoFiles,
  removeStaleTempFiles,
  type StoredPhoto,
  storePhoto,
} from '../../photo-store/photo-files';
import type { PhotoStore } from '../../photo-store/photo-store';
import { salesChanged } from '../../sales/sales-cache';
import { type DbExecutor, insertSales, insertUser, type SaleInput } from '../factories';
import { CATEGORIES } from './seed-data/categories';
import { type DemoEventPlan, planDemoEvent } from './seed-data/demo-event';
import { renderDemoPhoto } from './seed-data/demo-photos';
import { type DemoSalePlan, planDemoSales } from './seed-data/demo-plan';
import { PLACES } from './seed-data/places';

export interface SeedOptions {
  demoData: boolean;
  uploadsDir: string;
  /** Where demo photos go; the disk store in uploadsDir when absent. */
  store?: PhotoStore;
  timeZone: string;
}

export const DEMO_SELLER = {
  email: 'demo@example.org',
  password: 'DemoSeller1',
  firstName: 'Demo',
  lastName: 'Seller',
} as const;

/**
 * Neighbours who hold most demo sales, so the demo seller sees 'My Sale' on a few and can still post new
 * ones under the open-sales cap. Their passwords are random: nobody signs in as them.
 */
export const DEMO_NEIGHBOURS = 5;
const neighbourEmail = (n: number) => `neighbour${n}@demo.example.org`;
/** Every DEMO_SELLER_SHARE-th demo sale is the demo seller's. */
const DEMO_SELLER_SHARE = 6;

export interface SeedReport {
  referenceData: boolean;
  demoSales: number;
}

/**
 * Runs on every start after the migrations, so each part checks whether it has anything to do and
 * commits all or nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  await removeStaleTempFiles(options.uploadsDir);
  const referenceData = await seedReferenceData(db);
  const demoSales = options.demoData ? await seedDemoSales(db, options) : 0;
  return { referenceData, demoSales };
}

/**
 * The default county's cities, neighborhoods and the categories, into a database that has neither
 * cities nor categories: one whose admins emptied one of the lists keeps it empty.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serializes two PostgreSQL instances starting at once on an empty database.
    await tx.execute(sql`select pg_advisory_xact_lock(727310)`);
    const [cityCount] = await tx.select({ n: count() }).from(cities);
    const [categoryCount] = await tx.select({ n: count() }).from(categories);
    if (Number(cityCount?.n) > 0 || Number(categoryCount?.n) > 0) return false;

    const cityRows = await tx
      .insert(cities)
      .values(PLACES.map(({ name, state, zipCode }) => ({ name, state, zipCode })))
      .returning({ id: cities.id, name: cities.name });
    const cityId = new Map(cityRows.map((row) => [row.name, row.id]));
    await tx.insert(neighborhoods).values(
      PLACES.flatMap((place) =>
        place.neighborhoods.map(({ name, description }) => ({
          name,
          description,
          cityId: cityId.get(place.name) as number,
        })),
      ),
    );
    await tx.insert(categories).values(CATEGORIES);
    return true;
  });
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

class DemoAlreadyThere extends Error {}

/** The demo's community sale day, its sales registered and numbered (registration closed). */
async function seedDemoEvent(tx: DbExecutor, plan: DemoEventPlan, saleIds: number[]): Promise<void> {
  const eventId = await insertEvent(tx, {
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    rules: plan.rules,
    days: [{ date: plan.day, startTime: '08:00', endTime: '16:00' }],
    registrationOpensAt: new Date(Date.now() - 14 * 86_400_000),
    registrationClosesAt: new Date(Date.now() - 3_600_000),
  });
  await registerEventSales(
    tx,
    eventId,
    plan.saleIndexes.map((index, position) => ({ saleId: saleIds[index] as number, number: position + 1 })),
  );
  await tx.update(saleEvents).set({ numberedAt: new Date() }).where(eq(saleEvents.id, eventId));
}

async function hasDemoSellerOrSales(db: DbExecutor): Promise<boolean> {
  const seller = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`);
  if (seller.length > 0) return true;
  const [sales] = await db.select({ n: count() }).from(garageSales);
  return Number(sales?.n) > 0;
}

/**
 * About 40 sales around today, a few owned by the demo seller and the rest by demo neighbours, into a database with no demo seller and no
 * sales (a deployment whose admins removed the demo does not get it back). Photos are generated first;
 * if the rows cannot be written their files are removed again.
 */
export async function seedDemoSales(db: Db, options: SeedOptions): Promise<number> {
  if (await hasDemoSellerOrSales(db)) return 0;
  const plans = planDemoSales(todayIn(options.timeZone));
  const jobs = plans.flatMap((plan, saleIndex) =>
    plan.photoLabels.map((label, photoIndex) => ({ label, seed: saleIndex * 3 + photoIndex })),
  );
  const stored: StoredPhoto[] = [];
  try {
    const files = await mapLimit(jobs, 4, async (job) => {
      const photo = await storePhoto(
        options.store ?? options.uploadsDir,
        await renderDemoPhoto(job.label, job.seed),
      );
      stored.push(photo);
      return photo;
    });
    let fileIndex = 0;
    const photosOf = (plan: DemoSalePlan) =>
      plan.photoLabels.map((caption, n) => ({
        ...(files[fileIndex++] as StoredPhoto),
        caption,
        isFeatured: n === 0,
      }));
    const withPhotos = plans.map((plan) => ({ plan, photos: photosOf(plan) }));

    const inserted = await db.transaction(async (tx) => {
      // Two PostgreSQL instances starting at once on a new database: the second finds the demo there.
      await tx.execute(sql`select pg_advisory_xact_lock(727311)`);
      if (await hasDemoSellerOrSales(tx)) return 0;
      const seller = await insertUser(tx, DEMO_SELLER);
      const neighbours: { id: number }[] = [];
      for (let n = 1; n <= DEMO_NEIGHBOURS; n++) {
        const password = crypto.randomBytes(24).toString('base64url');
        neighbours.push(
          await insertUser(tx, { email: neighbourEmail(n), password, firstName: `Neighbour ${n}` }),
        );
      }
      const ownerOf = (index: number) =>
        index % DEMO_SELLER_SHARE === 0
          ? seller.id
          : (neighbours[index % neighbours.length] as { id: number }).id;
      const names = [...new Set(plans.flatMap((plan) => plan.template.categories))];
      const rows = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.name, names));
      const categoryId = new Map(rows.map((row) => [row.name, row.id]));
      const inputs: SaleInput[] = withPhotos.map(({ plan, photos }, index) => ({
        userId: ownerOf(index),
        title: plan.template.title,
        description: plan.template.description,
        address: plan.address,
        city: plan.city,
        neighborhood: plan.neighborhood,
        position: plan.position,
        startDate: plan.startDate,
        endDate: plan.endDate,
        schedule: plan.schedule,
        categoryIds: plan.template.categories.flatMap((name) => categoryId.get(name) ?? []),
        photos,
      }));
      const ids = await insertSales(tx, inputs, inputs.length);
      await seedDemoEvent(tx, planDemoEvent(todayIn(options.timeZone), plans), ids);
      return ids.length;
    });
    if (inserted === 0) throw new DemoAlreadyThere();
    await salesChanged();
    return inserted;
  } catch (error) {
    await Promise.all(stored.map((photo) => deletePhotoFiles(options.store ?? options.uploadsDir, photo)));
    if (error instanceof DemoAlreadyThere) return 0;
    throw error;
  }
}
