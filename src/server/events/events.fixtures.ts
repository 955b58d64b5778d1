import { eq, sql } from 'drizzle-orm';
import { addDaysIso } from '../../shared/dates';
import type { DbExecutor } from '../db/executor';
import { eventCities, eventDays, eventSales, saleEvents } from '../db/schema';

/** Test and seed helpers for community sale days: an event as stored, and sales registered to it. */

export interface EventInput {
  slug: string;
  name?: string;
  /** Defaults to one day, `firstDay`, 08:00 to 16:00. */
  days?: { date: string; startTime?: string; endTime?: string }[];
  firstDay?: string;
  cityIds?: number[];
  registrationOpensAt?: Date;
  registrationClosesAt?: Date;
  maxSales?: number | null;
  description?: string | null;
  rules?: string | null;
  createdBy?: number | null;
}

/** Stores an event; registration open from a day ago (or a day before it closes) until the eve of its first day. */
export async function insertEvent(db: DbExecutor, input: EventInput): Promise<number> {
  const days = input.days ?? [
    { date: input.firstDay ?? addDaysIso(new Date().toISOString().slice(0, 10), 7) },
  ];
  const first = days[0]?.date ?? '';
  const closes = input.registrationClosesAt ?? new Date(`${addDaysIso(first, -1)}T23:59:00Z`);
  const opens = input.registrationOpensAt ?? new Date(Math.min(Date.now(), closes.getTime()) - 86_400_000);
  const [row] = await db
    .insert(saleEvents)
    .values({
      slug: input.slug,
      name: input.name ?? `Community Garage Sale ${input.slug}`,
      description: input.description ?? null,
      rules: input.rules ?? null,
      registrationOpensAt: opens,
      registrationClosesAt: closes,
      maxSales: input.maxSales ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: saleEvents.id });
  if (!row) throw new Error('insertEvent returned nothing');
  await db.insert(eventDays).values(
    days.map((day) => ({
      eventId: row.id,
      date: day.date,
      startTime: day.startTime ?? '08:00',
      endTime: day.endTime ?? '16:00',
    })),
  );
  if (input.cityIds?.length)
    await db.insert(eventCities).values(input.cityIds.map((cityId) => ({ eventId: row.id, cityId })));
  return row.id;
}

/**
 * Registers sales to an event as they are, with the numbers given (none: not numbered yet). Given numbers
 * count as given by the event (its last number and numbering time), so a later numbering continues after them.
 */
export async function registerEventSales(
  db: DbExecutor,
  eventId: number,
  sales: { saleId: number; number?: number | null }[],
): Promise<void> {
  if (sales.length === 0) return;
  await db
    .insert(eventSales)
    .values(sales.map((sale) => ({ eventId, saleId: sale.saleId, number: sale.number ?? null })));
  const highest = Math.max(0, ...sales.map((sale) => sale.number ?? 0));
  if (highest > 0) {
    await db
      .update(saleEvents)
      .set({
        lastNumber: sql`greatest(${saleEvents.lastNumber}, ${highest})`,
        numberedAt: sql`coalesce(${saleEvents.numberedAt}, now())`,
      })
      .where(eq(saleEvents.id, eventId));
  }
}
