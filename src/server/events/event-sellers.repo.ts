import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { eventDays, eventSales, garageSales, saleEvents } from '../db/schema';

/** A sale's registration, with its event's address, name and first day. */
export async function eventLinksOfSales(db: DbExecutor, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({
      saleId: eventSales.saleId,
      eventId: eventSales.eventId,
      number: eventSales.number,
      followsEventDates: eventSales.followsEventDates,
      slug: saleEvents.slug,
      name: saleEvents.name,
    })
    .from(eventSales)
    .innerJoin(saleEvents, eq(saleEvents.id, eventSales.eventId))
    .where(inArray(eventSales.saleId, saleIds));
  const firstDays = await firstDayOf(
    db,
    rows.map((row) => row.eventId),
  );
  return rows.map((row) => ({ ...row, firstDate: firstDays.get(row.eventId) ?? '' }));
}

/** Each event's first day. */
export async function firstDayOf(db: DbExecutor, eventIds: number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventDays.eventId, date: eventDays.date })
    .from(eventDays)
    .where(inArray(eventDays.eventId, [...new Set(eventIds)]))
    .orderBy(asc(eventDays.date));
  for (const row of rows) if (!result.has(row.eventId)) result.set(row.eventId, row.date);
  return result;
}

/** The sale's registration in any event. */
export async function findRegistration(db: DbExecutor, saleId: number) {
  const [row] = await db.select().from(eventSales).where(eq(eventSales.saleId, saleId));
  return row;
}

/** The sale's registration in this event, locked for the rest of the transaction. */
export async function lockRegistration(tx: DbExecutor, eventId: number, saleId: number) {
  const [row] = await tx
    .select()
    .from(eventSales)
    .where(and(eq(eventSales.eventId, eventId), eq(eventSales.saleId, saleId)))
    .for('update');
  return row;
}

/** The sale's own row as the event's rules read it. */
export async function findSaleForEvent(db: DbExecutor, saleId: number) {
  const [row] = await db
    .select({
      id: garageSales.id,
      userId: garageSales.userId,
      title: garageSales.title,
      address: garageSales.address,
      city: garageSales.city,
      startDate: garageSales.startDate,
      endDate: garageSales.endDate,
      startTime: garageSales.startTime,
      endTime: garageSales.endTime,
      scheduleData: garageSales.scheduleData,
      isCompleted: garageSales.isCompleted,
    })
    .from(garageSales)
    .where(eq(garageSales.id, saleId))
    .for('update');
  return row;
}
export type SaleForEvent = NonNullable<Awaited<ReturnType<typeof findSaleForEvent>>>;

/** Takes the sale out of the event. */
export async function deleteRegistration(tx: DbExecutor, eventId: number, saleId: number): Promise<void> {
  await tx.delete(eventSales).where(and(eq(eventSales.eventId, eventId), eq(eventSales.saleId, saleId)));
}

/** Whether the sale moves with the event's rain date. */
export async function setRegistrationFollows(
  tx: DbExecutor,
  eventId: number,
  saleId: number,
  followsEventDates: boolean,
): Promise<void> {
  await tx
    .update(eventSales)
    .set({ followsEventDates })
    .where(and(eq(eventSales.eventId, eventId), eq(eventSales.saleId, saleId)));
}
