import type { Db } from '../src/server/db/client';
import { categories, users } from '../src/server/db/schema';
import { insertEvent, registerEventSales } from '../src/server/events/events.fixtures';
import { insertSales, type SaleInput } from '../src/server/tools/factories';
import { offsetPosition, PLACES } from '../src/server/tools/seed/seed-data/places';
import { addDaysIso } from '../src/shared/dates';
import { random } from './fill';

export const BENCH_EVENT_SLUG = 'bench-community-sale-day';
/** The busy morning: a community sale day of 1,000 sales (issue 25). */
export const BENCH_EVENT_SALES = 1_000;

const ITEMS = ['furniture', 'tools', 'toys', 'books', 'clothes', 'dishes', 'bikes', 'records', 'decor'];

/**
 * A community sale day ten days from now (outside this week, so Explore's figures keep their data) with
 * 1,000 numbered sales in the county's two towns, by the users `fillSales` made.
 */
export async function fillEvent(db: Db, today: string): Promise<{ slug: string; sales: number }> {
  const day = addDaysIso(today, 10);
  const userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
  const next = random(7);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const inputs: SaleInput[] = Array.from({ length: BENCH_EVENT_SALES }, (_, n) => {
    const place = PLACES[n % 2] as (typeof PLACES)[number];
    const hood = place.neighborhoods.length > 0 ? pick(place.neighborhoods) : undefined;
    const item = pick(ITEMS);
    return {
      userId: pick(userIds),
      title: `Sale day: ${item} and more #${n}`,
      description: `Lots of ${item} and ${pick(ITEMS)}.\nCash only.`,
      address: `${10 + Math.floor(next() * 290)} ${pick(hood?.streets ?? place.streets)}`,
      city: place.name,
      neighborhood: hood?.name ?? null,
      position: offsetPosition(place.center, [(next() - 0.5) * 4, (next() - 0.5) * 4]),
      startDate: day,
      endDate: day,
      schedule: [{ date: day, startTime: '08:00', endTime: '16:00' }],
      categoryIds: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(categoryIds)),
    };
  });
  const saleIds = await insertSales(db, inputs, 1_000);
  const eventId = await insertEvent(db, {
    slug: BENCH_EVENT_SLUG,
    name: 'Bench Community Garage Sale',
    days: [{ date: day, startTime: '08:00', endTime: '16:00' }],
    description: 'Hundreds of households sell on the same Saturday.',
    rules: 'Sales open at 8:00. Park on one side of the street.',
  });
  await registerEventSales(
    db,
    eventId,
    saleIds.map((saleId, index) => ({ saleId, number: index + 1 })),
  );
  return { slug: BENCH_EVENT_SLUG, sales: saleIds.length };
}
