import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { eventSales, garageSales, saleEvents } from '../db/schema';
import { salesChanged } from '../sales/sales-cache';
import { logEventAction } from './event-access';
import type { EventRow } from './events.repo';
import { lockEventRow } from './events-admin.repo';
import { numberingOrder } from './hilbert';

export interface NumberingResult {
  /** Registered sales holding a number now. */
  numbered: number;
  /** Those that got theirs now. */
  newlyNumbered: number;
}

/**
 * Gives every registered sale without a number the next ones, in route order (hilbert.ts), in one
 * transaction behind the event's lock. Numbers once given never change: the first numbering orders all
 * the sales, a later one (a sale that joined without one) continues after the highest number ever given.
 */
export async function numberEventSales(
  db: Db,
  eventId: number,
  actor: SessionUser | null,
  now: Date,
): Promise<NumberingResult> {
  const result = await db.transaction(async (tx) => {
    const event = await lockEventRow(tx, eventId);
    if (!event) return { numbered: 0, newlyNumbered: 0 };
    const waiting = await tx
      .select({
        saleId: eventSales.saleId,
        lat: garageSales.lat,
        lng: garageSales.lng,
        city: garageSales.city,
        neighborhood: garageSales.neighborhood,
      })
      .from(eventSales)
      .innerJoin(garageSales, eq(garageSales.id, eventSales.saleId))
      .where(and(eq(eventSales.eventId, eventId), isNull(eventSales.number)))
      .orderBy(asc(eventSales.saleId));
    const ordered = numberingOrder(waiting);
    await assignNumbers(
      tx,
      eventId,
      ordered.map((sale) => sale.saleId),
      event.lastNumber,
    );
    const lastNumber = event.lastNumber + ordered.length;
    await tx
      .update(saleEvents)
      .set({ lastNumber, numberedAt: event.numberedAt ?? now })
      .where(eq(saleEvents.id, eventId));
    if (actor) await logEventAction(tx, eventId, actor, 'numbered', String(ordered.length));
    const [row] = await tx
      .select({ count: sql<number>`count(${eventSales.number})::int` })
      .from(eventSales)
      .where(eq(eventSales.eventId, eventId));
    return { numbered: row?.count ?? 0, newlyNumbered: ordered.length };
  });
  if (result.newlyNumbered > 0) await salesChanged();
  return result;
}

/** Numbers `saleIds` from `after + 1` in their order, in one statement. */
async function assignNumbers(
  tx: DbExecutor,
  eventId: number,
  saleIds: number[],
  after: number,
): Promise<void> {
  if (saleIds.length === 0) return;
  const values = sql.join(
    saleIds.map((saleId, i) => sql`(${saleId}::int, ${after + i + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${eventSales} set number = given.number
    from (values ${values}) as given(sale_id, number)
    where ${eventSales.eventId} = ${eventId} and ${eventSales.saleId} = given.sale_id`);
}

/**
 * Numbers the event's sales on the first read after its registration closed (no background job: whoever
 * looks first, the public page or the organizer, triggers it; the lock makes it happen once). Answers
 * the event as it now stands.
 */
export async function numberIfRegistrationClosed(
  ctx: { db: Db },
  row: EventRow,
  now: Date,
): Promise<EventRow> {
  if (row.numberedAt || now < row.registrationClosesAt) return row;
  await numberEventSales(ctx.db, row.id, null, now);
  const [fresh] = await ctx.db.select().from(saleEvents).where(eq(saleEvents.id, row.id));
  return fresh ?? row;
}

/** The number a sale joining now takes: the next one once the event is numbered, none before. */
export async function nextNumberFor(tx: DbExecutor, event: EventRow): Promise<number | null> {
  if (!event.numberedAt) return null;
  const next = event.lastNumber + 1;
  await tx.update(saleEvents).set({ lastNumber: next }).where(eq(saleEvents.id, event.id));
  return next;
}
