import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { categories, users } from '../src/server/db/schema';
import { insertSales, insertUser, type SaleInput } from '../src/server/tools/factories';
import { seedReferenceData } from '../src/server/tools/seed/seed';
import { offsetPosition, PLACES } from '../src/server/tools/seed/seed-data/places';
import { addDaysIso } from '../src/shared/dates';

/** A seeded generator, so both engines get the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const WORDS = ['Moving', 'Garage', 'Yard', 'Estate', 'Multi-Family', 'Downsizing', 'Spring', 'Community'];
const ITEMS = ['furniture', 'tools', 'toys', 'books', 'clothes', 'dishes', 'bikes', 'records', 'decor'];
const HOURS = ['07:00', '08:00', '09:00', '10:00'];
/** Issue 26: what the sales' items are called, with a number so that most names are rare. */
const ITEM_NAMES = [
  'Lamp',
  'Crib',
  'Bike',
  'Kettle',
  'Skis',
  'Desk',
  'Novel',
  'Rake',
  'Vase',
  'Stroller',
  'Drill',
];
/** Items per sale (BENCH_ITEMS_PER_SALE, 10; 0 gives the data of the release before items). */
export const ITEMS_PER_SALE = Number(process.env.BENCH_ITEMS_PER_SALE ?? 10);

/**
 * `perSale` items on every sale, in SQL (one statement for all, not 500,000 rows through the driver), a
 * third with a price, some free, the rest without; then each sale's search copy of the names, as the
 * service writes it (shared/schemas/sale-items.ts itemSearchText: one per line, in order).
 */
export async function fillItems(db: Db, perSale: number): Promise<void> {
  const names = sql.raw(`array[${ITEM_NAMES.map((name) => `'${name}'`).join(', ')}]`);
  // 500,000 rows in two statements outlast the server client's statement timeout (db/client.ts, 15 s):
  // lifted for this transaction only.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await fillItemsIn(tx, names, perSale);
  });
}

async function fillItemsIn(db: Pick<Db, 'execute'>, names: ReturnType<typeof sql.raw>, perSale: number) {
  await db.execute(sql`
    insert into sale_items (sale_id, position, name, price_cents, price_note)
    select s.id, k,
      (${names})[1 + (s.id * 7 + k) % ${ITEM_NAMES.length}] || ' #' || (s.id * ${perSale} + k),
      case when (s.id + k) % 3 = 0 then 100 * ((s.id + k) % 50) end,
      case when (s.id + k) % 3 <> 0 and (s.id + k) % 7 = 1 then 'free' end
    from garage_sales s cross join generate_series(0, ${perSale - 1}) as k`);
  await db.execute(sql`
    update garage_sales s set item_names = i.names
    from (select sale_id, string_agg(name, E'\n' order by position) as names from sale_items group by sale_id) i
    where i.sale_id = s.id`);
}

export interface FillResult {
  sales: number;
  ms: number;
}

/**
 * 50,000 sales by default, their start days spread over two years around today (one back, one ahead),
 * 1 to 3 days long, in the county's places, with 1 to 4 categories each, photo rows on about 60 % and
 * about 8 % hidden (inactive or completed). Multi-row inserts, 1,000 sales a statement.
 */
export async function fillSales(
  db: Db,
  today: string,
  total = 50_000,
  itemsPerSale = ITEMS_PER_SALE,
): Promise<FillResult> {
  const started = Date.now();
  await seedReferenceData(db);
  const owner = await insertUser(db, { email: 'bench-0@example.org' });
  const [hash] = await db.select({ password: users.password }).from(users);
  const others = await db
    .insert(users)
    .values(
      Array.from({ length: 49 }, (_, n) => ({
        email: `bench-${n + 1}@example.org`,
        password: hash?.password ?? '',
      })),
    )
    .returning({ id: users.id });
  const userIds = [owner.id, ...others.map((row) => row.id)];
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);

  const next = random(42);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const inputs: SaleInput[] = [];
  for (let n = 0; n < total; n++) {
    // Most sales in the two towns, as in life.
    const place = next() < 0.8 ? (PLACES[n % 2] as (typeof PLACES)[number]) : pick(PLACES);
    const hood = place.neighborhoods.length > 0 && next() < 0.85 ? pick(place.neighborhoods) : undefined;
    const startDate = addDaysIso(today, Math.floor(next() * 730) - 365);
    const days = 1 + Math.floor(next() * 3);
    const open = pick(HOURS);
    const item = pick(ITEMS);
    const photoCount = next() < 0.6 ? 1 + Math.floor(next() * 3) : 0;
    inputs.push({
      userId: pick(userIds),
      title: `${pick(WORDS)} sale: ${item} and more #${n}`,
      description: `Lots of ${item}, ${pick(ITEMS)} and ${pick(ITEMS)}.\nCash or e-transfer.`,
      address: `${10 + Math.floor(next() * 290)} ${pick(hood?.streets ?? place.streets)}`,
      city: place.name,
      neighborhood: hood?.name ?? null,
      position: offsetPosition(place.center, [(next() - 0.5) * 4, (next() - 0.5) * 4]),
      startDate,
      endDate: addDaysIso(startDate, days - 1),
      schedule: Array.from({ length: days }, (_, d) => ({
        date: addDaysIso(startDate, d),
        startTime: open,
        endTime: '16:00',
      })),
      isActive: next() > 0.03,
      isCompleted: next() < 0.05,
      categoryIds: Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(categoryIds)),
      photos: Array.from({ length: photoCount }, (_, p) => ({
        url: `/uploads/bench-${n}-${p}.jpg`,
        thumbnailUrl: `/uploads/bench-${n}-${p}-thumb.webp`,
        isFeatured: p === 0,
      })),
    });
  }
  await insertSales(db, inputs, 1_000);
  if (itemsPerSale > 0) await fillItems(db, itemsPerSale);
  // PGlite runs no autovacuum: gather the planner's statistics as a server would have by now.
  await db.execute(sql`analyze`);
  return { sales: total, ms: Date.now() - started };
}
