import { hhmm } from '../../shared/dates';
import type { EventDetail, EventSale, EventSummary } from '../../shared/schemas/events';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { toSale, toSaleSummary } from '../sales/sales.service';
import { numberIfRegistrationClosed } from './event-numbering';
import {
  type EventRow,
  eventCitiesOf,
  eventDaysOf,
  findEventRow,
  listCurrentEventRows,
  listEventSaleRows,
  publicSalesCounts,
} from './events.repo';

export const EVENT_NOT_FOUND = apiText('events-api', 'event.notFound');

/** Events as every list shows them, with their days, cities and public sales counts (four statements). */
export async function toEventSummaries(db: DbExecutor, rows: EventRow[]): Promise<EventSummary[]> {
  const ids = rows.map((row) => row.id);
  const [days, places, counts] = await Promise.all([
    eventDaysOf(db, ids),
    eventCitiesOf(db, ids),
    publicSalesCounts(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    rules: row.rules,
    dates: (days.get(row.id) ?? []).map((day) => ({
      date: day.date,
      startTime: hhmm(day.startTime),
      endTime: hhmm(day.endTime),
    })),
    cities: places.get(row.id) ?? [],
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    maxSales: row.maxSales,
    salesCount: counts.get(row.id) ?? 0,
    numberedAt: row.numberedAt?.toISOString() ?? null,
  }));
}

/** GET /api/events: this and coming events (their last day not past), the soonest first. */
export async function listCurrentEvents(db: Db, today: string): Promise<EventSummary[]> {
  return toEventSummaries(db, await listCurrentEventRows(db, today));
}

/** The description's first non-empty line, as the booklet prints it. */
function firstLine(description: string | null): string | null {
  const line = description
    ?.split('\n')
    .map((part) => part.trim())
    .find((part) => part.length > 0);
  return line ?? null;
}

/** GET /api/events/{slug}: the event and its public sales with their numbers. */
export async function getEventDetail(db: Db, slug: string, now = new Date()): Promise<EventDetail> {
  const detail = await findEventDetail(db, slug, now);
  if (!detail) throw new NotFoundError(EVENT_NOT_FOUND);
  return detail;
}

/**
 * The event and its public sales with their numbers, or undefined when there is no such event; the first
 * read after its registration closed numbers the sales (event-numbering.ts).
 */
export async function findEventDetail(
  db: Db,
  slug: string,
  now = new Date(),
): Promise<EventDetail | undefined> {
  const found = await findEventRow(db, slug);
  if (!found) return undefined;
  const row = await numberIfRegistrationClosed({ db }, found, now);
  const [[summary], saleRows] = await Promise.all([
    toEventSummaries(db, [row]),
    listEventSaleRows(db, row.id),
  ]);
  if (!summary) return undefined;
  const sales: EventSale[] = saleRows.map((saleRow) => {
    // The sale's own `event` would repeat the event's slug and the number on every sale of the list.
    const { event: _event, ...sale } = toSaleSummary(toSale(saleRow));
    return { ...sale, number: saleRow.number, summary: firstLine(saleRow.description) };
  });
  return { ...summary, sales };
}
