import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { cities, eventCities, eventDays, eventSales, garageSales, saleEvents } from '../db/schema';
import { publiclyVisible, saleColumns } from '../sales/sales.repo';

/** The stored event, by its address. */
export async function findEventRow(db: DbExecutor, slug: string) {
  const [row] = await db.select().from(saleEvents).where(eq(saleEvents.slug, slug));
  return row;
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEventRow>>>;

/** Events whose last day is `today` or later, the soonest first. */
export async function listCurrentEventRows(db: DbExecutor, today: string): Promise<EventRow[]> {
  const lastDay = db
    .select({ eventId: eventDays.eventId, last: sql<string>`max(${eventDays.date})`.as('last') })
    .from(eventDays)
    .groupBy(eventDays.eventId)
    .as('last_day');
  const rows = await db
    .select({ event: saleEvents, last: lastDay.last })
    .from(saleEvents)
    .innerJoin(lastDay, eq(lastDay.eventId, saleEvents.id))
    .where(gte(lastDay.last, today));
  const first = await firstDays(
    db,
    rows.map((row) => row.event.id),
  );
  return rows
    .map((row) => row.event)
    .sort((a, b) => (first.get(a.id) ?? '').localeCompare(first.get(b.id) ?? '') || a.id - b.id);
}

async function firstDays(db: DbExecutor, eventIds: number[]): Promise<Map<number, string>> {
  const days = await eventDaysOf(db, eventIds);
  return new Map([...days].map(([id, list]) => [id, list[0]?.date ?? '']));
}

export interface StoredEventDay {
  date: string;
  startTime: string;
  endTime: string;
}

/** Each event's days, in date order. */
export async function eventDaysOf(
  db: DbExecutor,
  eventIds: number[],
): Promise<Map<number, StoredEventDay[]>> {
  const days = new Map<number, StoredEventDay[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return days;
  const rows = await db
    .select()
    .from(eventDays)
    .where(inArray(eventDays.eventId, eventIds))
    .orderBy(asc(eventDays.eventId), asc(eventDays.date));
  for (const row of rows)
    days.get(row.eventId)?.push({ date: row.date, startTime: row.startTime, endTime: row.endTime });
  return days;
}

/** Each event's cities (none: the whole area), by name. */
export async function eventCitiesOf(
  db: DbExecutor,
  eventIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const result = new Map<number, { id: number; name: string }[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventCities.eventId, id: cities.id, name: cities.name })
    .from(eventCities)
    .innerJoin(cities, eq(cities.id, eventCities.cityId))
    .where(inArray(eventCities.eventId, eventIds))
    .orderBy(asc(cities.name));
  for (const row of rows) result.get(row.eventId)?.push({ id: row.id, name: row.name });
  return result;
}

/** How many of each event's sales the public sees. */
export async function publicSalesCounts(db: DbExecutor, eventIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>(eventIds.map((id) => [id, 0]));
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventSales.eventId, count: count() })
    .from(eventSales)
    .innerJoin(garageSales, eq(garageSales.id, eventSales.saleId))
    .where(and(inArray(eventSales.eventId, eventIds), publiclyVisible))
    .groupBy(eventSales.eventId);
  for (const row of rows) result.set(row.eventId, row.count);
  return result;
}

/** The event's sales the public sees, with their numbers: numbered ones in number order, then the rest. */
export async function listEventSaleRows(db: Db, eventId: number) {
  return db
    .select({ ...saleColumns, number: eventSales.number })
    .from(eventSales)
    .innerJoin(garageSales, eq(garageSales.id, eventSales.saleId))
    .where(and(eq(eventSales.eventId, eventId), publiclyVisible))
    .orderBy(sql`${eventSales.number} asc nulls last`, asc(garageSales.startDate), asc(garageSales.id));
}
