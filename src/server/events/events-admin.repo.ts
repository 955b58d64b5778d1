import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EventDay } from '../../shared/schemas/events';
import type { DbExecutor } from '../db/executor';
import {
  cities,
  eventCities,
  eventDays,
  eventLog,
  eventOrganizers,
  eventSales,
  saleEvents,
  users,
} from '../db/schema';
import type { EventRow } from './events.repo';

/** Every event, the latest created first (the administrator's list). */
export function listAllEventRows(db: DbExecutor): Promise<EventRow[]> {
  return db.select().from(saleEvents).orderBy(desc(saleEvents.createdAt), desc(saleEvents.id));
}

/** The events this user organizes, the latest created first. */
export async function listOrganizedEventRows(db: DbExecutor, userId: number): Promise<EventRow[]> {
  const rows = await db
    .select({ event: saleEvents })
    .from(saleEvents)
    .innerJoin(eventOrganizers, eq(eventOrganizers.eventId, saleEvents.id))
    .where(eq(eventOrganizers.userId, userId))
    .orderBy(desc(saleEvents.createdAt), desc(saleEvents.id));
  return rows.map((row) => row.event);
}

/** The event's row locked for the rest of the transaction (joins, numbering and moves queue behind it). */
export async function lockEventRow(tx: DbExecutor, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(saleEvents).where(eq(saleEvents.id, id)).for('update');
  return row;
}

/** The stored event by id (no lock). */
export async function findEventRowById(db: DbExecutor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(saleEvents).where(eq(saleEvents.id, id));
  return row;
}

/** Whether a row with this slug exists (other than `exceptId`). */
export async function slugTaken(db: DbExecutor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: saleEvents.id }).from(saleEvents).where(eq(saleEvents.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** How many of the ids name a city. */
export async function countCities(db: DbExecutor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ count: count() }).from(cities).where(inArray(cities.id, ids));
  return row?.count ?? 0;
}

/** The event's days become exactly these. */
export async function replaceEventDays(tx: DbExecutor, eventId: number, days: EventDay[]): Promise<void> {
  await tx.delete(eventDays).where(eq(eventDays.eventId, eventId));
  await tx.insert(eventDays).values(days.map((day) => ({ eventId, ...day })));
}

/** The event's cities become exactly these (none: the whole area). */
export async function replaceEventCities(tx: DbExecutor, eventId: number, cityIds: number[]): Promise<void> {
  await tx.delete(eventCities).where(eq(eventCities.eventId, eventId));
  const unique = [...new Set(cityIds)];
  if (unique.length > 0) await tx.insert(eventCities).values(unique.map((cityId) => ({ eventId, cityId })));
}

/** How many sales are registered (whatever their state). */
export async function countEventSales(db: DbExecutor, eventId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(eventSales).where(eq(eventSales.eventId, eventId));
  return row?.count ?? 0;
}

/** The event's organizers by email. */
export function listOrganizers(db: DbExecutor, eventId: number) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(eventOrganizers)
    .innerJoin(users, eq(users.id, eventOrganizers.userId))
    .where(eq(eventOrganizers.eventId, eventId))
    .orderBy(asc(sql`lower(${users.email})`));
}

/** The newest log entries of the event. */
export function listEventLog(db: DbExecutor, eventId: number, limit = 100) {
  return db
    .select({
      actorEmail: eventLog.actorEmail,
      action: eventLog.action,
      detail: eventLog.detail,
      createdAt: eventLog.createdAt,
    })
    .from(eventLog)
    .where(eq(eventLog.eventId, eventId))
    .orderBy(desc(eventLog.createdAt), desc(eventLog.id))
    .limit(limit);
}

type EventValues = Omit<
  typeof saleEvents.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'numberedAt' | 'lastNumber'
>;

/** A new event's row. */
export async function insertEventRow(tx: DbExecutor, values: EventValues) {
  const [row] = await tx
    .insert(saleEvents)
    .values(values)
    .returning({ id: saleEvents.id, slug: saleEvents.slug });
  if (!row) throw new Error('The event was not stored');
  return row;
}

/** The event's own fields replaced; answers the row as saved. */
export async function updateEventRow(tx: DbExecutor, id: number, values: Omit<EventValues, 'createdBy'>) {
  const [row] = await tx
    .update(saleEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(saleEvents.id, id))
    .returning();
  return row;
}

/** Deletes the event; its days, cities, organizers, registrations and log go with it (cascade). */
export async function deleteEventRow(db: DbExecutor, id: number): Promise<void> {
  await db.delete(saleEvents).where(eq(saleEvents.id, id));
}

/** The account with this email, whatever its case. */
export async function findAccountByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Makes the account an organizer; answers whether it was not one already. */
export async function insertOrganizer(tx: DbExecutor, eventId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(eventOrganizers)
    .values({ eventId, userId })
    .onConflictDoNothing()
    .returning({ userId: eventOrganizers.userId });
  return rows.length > 0;
}

/** Removes the organizer; answers their email, or undefined when they were not one. */
export async function deleteOrganizer(tx: DbExecutor, eventId: number, userId: number) {
  const rows = await tx
    .delete(eventOrganizers)
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.userId, userId)))
    .returning({ userId: eventOrganizers.userId });
  if (rows.length === 0) return undefined;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account?.email ?? String(userId);
}
