import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { eventOrganizers, eventSales, garageSales } from '../../db/schema';

/**
 * A sale for its yard sign: its seller, and its place in the event (inEvent false when it is not
 * registered there; number null until the sales are numbered). Undefined when no such sale exists.
 */
export async function findSaleForSign(db: DbExecutor, eventId: number, saleId: number) {
  const [row] = await db
    .select({ userId: garageSales.userId, inEvent: eventSales.saleId, number: eventSales.number })
    .from(garageSales)
    .leftJoin(eventSales, and(eq(eventSales.saleId, garageSales.id), eq(eventSales.eventId, eventId)))
    .where(eq(garageSales.id, saleId));
  return row && { userId: row.userId, inEvent: row.inEvent !== null, number: row.number };
}

/** Whether the user organizes this event (event_organizers). */
export async function isEventOrganizer(db: DbExecutor, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventOrganizers.userId })
    .from(eventOrganizers)
    .where(and(eq(eventOrganizers.eventId, eventId), eq(eventOrganizers.userId, userId)));
  return row !== undefined;
}
