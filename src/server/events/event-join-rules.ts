import { todayIn } from '../../shared/dates';
import type { DbExecutor } from '../db/executor';
import { eventSales } from '../db/schema';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { snapshotOf } from '../sales/sale-snapshot';
import { requireEvent } from './event-access';
import { nextNumberFor } from './event-numbering';
import { findRegistration, findSaleForEvent, type SaleForEvent } from './event-sellers.repo';
import type { EventRow } from './events.repo';
import { eventCitiesOf, eventDaysOf } from './events.repo';
import { countEventSales, findEventRowById, lockEventRow } from './events-admin.repo';

export const SALE_NOT_FOUND = apiText('events-api', 'api.saleNotFound');

export interface JoinMoment {
  now: Date;
  timeZone: string;
}

/** Why the sale does not fit the event: a day that is not the event's or already past, a city outside its area. */
async function placeAndDaysRefusal(
  tx: DbExecutor,
  event: EventRow,
  sale: SaleForEvent,
  today: string,
): Promise<{ status: 400; message: string } | null> {
  const [days, places] = await Promise.all([eventDaysOf(tx, [event.id]), eventCitiesOf(tx, [event.id])]);
  const eventDates = new Set((days.get(event.id) ?? []).map((day) => day.date));
  const saleDates = snapshotOf(sale).days.map((day) => day.date);
  if (saleDates.length === 0 || saleDates.some((date) => !eventDates.has(date)) || sale.endDate < today)
    return { status: 400, message: apiText('events-api', 'api.datesOutside') };
  const area = places.get(event.id) ?? [];
  if (area.length > 0 && !area.some((city) => city.name.toLowerCase() === sale.city.toLowerCase()))
    return { status: 400, message: apiText('events-api', 'api.areaOutside') };
  return null;
}

/** Why this sale may not join this event now (null: it may): the window, the cap, its days, its city. */
export async function joinRefusal(
  tx: DbExecutor,
  event: EventRow,
  sale: SaleForEvent,
  when: JoinMoment,
): Promise<{ status: 400 | 409; message: string } | null> {
  if (sale.isCompleted) return { status: 409, message: apiText('events-api', 'api.completedSale') };
  if (when.now < event.registrationOpensAt)
    return { status: 409, message: apiText('events-api', 'api.registrationNotOpen') };
  if (when.now >= event.registrationClosesAt)
    return { status: 409, message: apiText('events-api', 'api.registrationClosed') };
  const misfit = await placeAndDaysRefusal(tx, event, sale, todayIn(when.timeZone, when.now));
  if (misfit) return misfit;
  if (event.maxSales !== null && (await countEventSales(tx, event.id)) >= event.maxSales)
    return { status: 409, message: apiText('events-api', 'api.full', { max: event.maxSales }) };
  return null;
}

function refusalError(refusal: { status: 400 | 409; message: string }): Error {
  return refusal.status === 400 ? new BadRequestError(refusal.message) : new ConflictError(refusal.message);
}

/**
 * Registers the user's sale for the event in the caller's transaction, behind the event's lock (so two
 * sellers cannot both take the last place): the rules above, one event per sale, the next number once the
 * event is numbered. Answers the registration's number.
 */
export async function joinInTransaction(
  tx: DbExecutor,
  user: { id: number; userType: string },
  slug: string,
  saleId: number,
  when: JoinMoment,
): Promise<{ event: EventRow; number: number | null }> {
  const found = await requireEvent(tx, slug);
  const event = await lockEventRow(tx, found.id);
  if (!event) throw new NotFoundError(apiText('events-api', 'event.notFound'));
  const sale = await findSaleForEvent(tx, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  if (sale.userId !== user.id) throw new ForbiddenError(apiText('events-api', 'api.ownSalesOnly'));
  const existing = await findRegistration(tx, saleId);
  if (existing)
    throw new ConflictError(
      apiText('events-api', existing.eventId === event.id ? 'api.alreadyJoined' : 'api.inOtherEvent'),
    );
  const refusal = await joinRefusal(tx, event, sale, when);
  if (refusal) throw refusalError(refusal);
  const number = await nextNumberFor(tx, event);
  await tx.insert(eventSales).values({ eventId: event.id, saleId, number, joinedAt: when.now });
  return { event, number };
}

/** For sales-write: a new sale whose body names an event registers for it, or the creation fails. */
export function joinEventOfNewSale(config: { timeZone: string; now: () => Date }) {
  return async (
    tx: DbExecutor,
    user: { id: number; userType: string },
    body: { eventSlug?: string | undefined },
    saleId: number,
  ) => {
    if (body.eventSlug)
      await joinInTransaction(tx, user, body.eventSlug, saleId, {
        now: config.now(),
        timeZone: config.timeZone,
      });
  };
}

/**
 * For sales-write: an edited sale that follows its event's dates keeps to the event's days and area (the
 * seller may narrow them, not leave them); a sale that opted out, or is in no event, is not held.
 */
export function keepEventSaleInside(config: { timeZone: string; now: () => Date }) {
  return async (tx: DbExecutor, _user: unknown, _body: unknown, saleId: number) => {
    const registration = await findRegistration(tx, saleId);
    if (!registration?.followsEventDates) return;
    // Read, not locked: the edit holds the sale's lock, and a rain date takes the event's before the sales'.
    const [event, sale] = await Promise.all([
      findEventRowById(tx, registration.eventId),
      findSaleForEvent(tx, saleId),
    ]);
    if (!event || !sale) return;
    const misfit = await placeAndDaysRefusal(tx, event, sale, todayIn(config.timeZone, config.now()));
    if (misfit) throw refusalError(misfit);
  };
}
