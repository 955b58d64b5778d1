import { and, eq, sql } from 'drizzle-orm';
import { todayIn } from '../../shared/dates';
import type { EventDay } from '../../shared/schemas/events';
import type { SessionUser } from '../auth/sessions';
import type { DbExecutor } from '../db/executor';
import { eventSales, garageSales } from '../db/schema';
import { BadRequestError, NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { recordSaleChange } from '../sales/change-events';
import { snapshotOf } from '../sales/sale-snapshot';
import { salesChanged } from '../sales/sales-cache';
import { logEventAction, requireManagedEvent } from './event-access';
import { findSaleForEvent } from './event-sellers.repo';
import { eventDaysOf } from './events.repo';
import { lockEventRow, replaceEventDays } from './events-admin.repo';
import { checkedDays, type EventsContext } from './events-admin.service';

/** The sale's days after the move: each event day's date replaced by its new date, the sale's hours kept. */
export function movedSchedule(
  days: { date: string; startTime: string; endTime: string }[],
  newDateOf: Map<string, string>,
) {
  const byDate = new Map<string, { date: string; startTime: string; endTime: string }>();
  for (const day of days) {
    const date = newDateOf.get(day.date) ?? day.date;
    // A moved day wins over a day of the sale's own that already sat on its new date.
    if (!byDate.has(date) || newDateOf.has(day.date)) byDate.set(date, { ...day, date });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Moves one registered sale, with the change notice for the people who saved it. */
async function moveSale(tx: DbExecutor, saleId: number, newDateOf: Map<string, string>): Promise<boolean> {
  const sale = await findSaleForEvent(tx, saleId);
  if (!sale || sale.isCompleted) return false;
  const before = snapshotOf(sale);
  const schedule = movedSchedule(before.days, newDateOf);
  const [first] = schedule;
  const last = schedule.at(-1);
  if (!first || !last) return false;
  await tx
    .update(garageSales)
    .set({
      startDate: first.date,
      endDate: last.date,
      startTime: first.startTime,
      endTime: first.endTime,
      scheduleData: JSON.stringify(schedule),
      updatedAt: sql`now()`,
    })
    .where(eq(garageSales.id, saleId));
  await recordSaleChange(tx, {
    saleId,
    ownerId: sale.userId,
    title: sale.title,
    change: 'edited',
    before,
    after: { ...before, days: schedule },
  });
  return true;
}

/**
 * POST /api/admin/events/{slug}/move, the rain date: the event's days become the new ones (as many as it
 * had, matched in date order) and every registered sale that follows the event's dates moves with it,
 * each day keeping its own hours, all in one transaction with the change notices queued. Answers how many
 * sales moved.
 */
export async function moveEvent(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  dates: EventDay[],
): Promise<number> {
  const found = await requireManagedEvent(ctx.db, user, slug);
  const newDays = checkedDays(dates, todayIn(ctx.timeZone, ctx.now()));
  const moved = await ctx.db.transaction(async (tx) => {
    const event = await lockEventRow(tx, found.id);
    if (!event) throw new NotFoundError(apiText('events-api', 'event.notFound'));
    const oldDays = (await eventDaysOf(tx, [event.id])).get(event.id) ?? [];
    if (oldDays.length !== newDays.length) {
      const message = apiText('events-api', 'api.moveCount', { count: oldDays.length });
      throw new BadRequestError(message, [{ path: 'dates', message }]);
    }
    const newDateOf = new Map(oldDays.map((day, i) => [day.date, newDays[i]?.date ?? day.date]));
    await replaceEventDays(tx, event.id, newDays);
    const followers = await tx
      .select({ saleId: eventSales.saleId })
      .from(eventSales)
      .where(and(eq(eventSales.eventId, event.id), eq(eventSales.followsEventDates, true)))
      .orderBy(eventSales.saleId);
    let count = 0;
    for (const { saleId } of followers) if (await moveSale(tx, saleId, newDateOf)) count += 1;
    const detail = `${oldDays.map((day) => day.date).join(', ')} → ${newDays.map((day) => day.date).join(', ')}`;
    await logEventAction(tx, event.id, user, 'moved', detail);
    return count;
  });
  await salesChanged();
  return moved;
}
