import { todayIn } from '../../shared/dates';
import type { EventSummary } from '../../shared/schemas/events';
import type { SaleEventLink } from '../../shared/schemas/events-admin';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { apiText } from '../lib/server-i18n';
import { salesChanged } from '../sales/sales-cache';
import { requireEvent } from './event-access';
import { joinInTransaction, joinRefusal, SALE_NOT_FOUND } from './event-join-rules';
import {
  deleteRegistration,
  eventLinksOfSales,
  findSaleForEvent,
  firstDayOf,
  lockRegistration,
  setRegistrationFollows,
} from './event-sellers.repo';
import { listCurrentEventRows } from './events.repo';
import { toEventSummaries } from './events.service';
import type { EventsContext } from './events-admin.service';

/** A sale's registration as My Sales shows it. */
async function linkOf(db: Db, saleId: number): Promise<SaleEventLink> {
  const [link] = await eventLinksOfSales(db, [saleId]);
  if (!link) throw new NotFoundError(apiText('events-api', 'api.notRegistered'));
  return {
    slug: link.slug,
    name: link.name,
    number: link.number,
    followsEventDates: link.followsEventDates,
    firstDate: link.firstDate,
  };
}

/** POST /api/events/{slug}/sales: the seller registers one of their own sales. */
export async function joinEvent(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  saleId: number,
): Promise<{ saleId: number; event: SaleEventLink }> {
  const when = { now: ctx.now(), timeZone: ctx.timeZone };
  await ctx.db.transaction((tx) => joinInTransaction(tx, user, slug, saleId, when));
  await salesChanged();
  return { saleId, event: await linkOf(ctx.db, saleId) };
}

/** The seller's own registration in this event, locked, or 404/403. */
async function ownRegistration(tx: DbExecutor, user: SessionUser, slug: string, saleId: number) {
  const event = await requireEvent(tx, slug);
  const sale = await findSaleForEvent(tx, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  if (sale.userId !== user.id && user.userType !== 'admin')
    throw new ForbiddenError(apiText('events-api', 'api.ownSalesOnly'));
  const registration = await lockRegistration(tx, event.id, saleId);
  if (!registration) throw new NotFoundError(apiText('events-api', 'api.notRegistered'));
  return { event, registration };
}

/**
 * DELETE /api/events/{slug}/sales/{saleId}: the seller leaves until the event's first day; its number
 * (if any) is not given again.
 */
export async function leaveEvent(ctx: EventsContext, user: SessionUser, slug: string, saleId: number) {
  await ctx.db.transaction(async (tx) => {
    const { event } = await ownRegistration(tx, user, slug, saleId);
    const first = (await firstDayOf(tx, [event.id])).get(event.id) ?? '';
    if (first <= todayIn(ctx.timeZone, ctx.now()))
      throw new ConflictError(apiText('events-api', 'api.eventStarted'));
    await deleteRegistration(tx, event.id, saleId);
  });
  await salesChanged();
}

/** PATCH /api/events/{slug}/sales/{saleId}: whether the sale moves with the event's rain date. */
export async function setFollowsEventDates(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
  saleId: number,
  followsEventDates: boolean,
): Promise<{ saleId: number; event: SaleEventLink }> {
  await ctx.db.transaction(async (tx) => {
    const { event } = await ownRegistration(tx, user, slug, saleId);
    await setRegistrationFollows(tx, event.id, saleId, followsEventDates);
  });
  return { saleId, event: await linkOf(ctx.db, saleId) };
}

/**
 * GET /api/events/joinable?saleId=: the coming events whose registration is open now; with a sale (the
 * user's own), only those it may join as it is (its days among the event's, its city in the area, room).
 */
export async function listJoinableEvents(
  ctx: EventsContext,
  user: SessionUser,
  saleId: number | undefined,
): Promise<EventSummary[]> {
  const now = ctx.now();
  const when = { now, timeZone: ctx.timeZone };
  const open = (await listCurrentEventRows(ctx.db, todayIn(ctx.timeZone, now))).filter(
    (row) => row.registrationOpensAt <= now && now < row.registrationClosesAt,
  );
  if (saleId === undefined) return toEventSummaries(ctx.db, open);
  const sale = await findSaleForEvent(ctx.db, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  if (sale.userId !== user.id) throw new ForbiddenError(apiText('events-api', 'api.ownSalesOnly'));
  const [existing] = await eventLinksOfSales(ctx.db, [saleId]);
  if (existing) return [];
  const fits = await Promise.all(
    open.map(async (row) => (await joinRefusal(ctx.db, row, sale, when)) === null),
  );
  return toEventSummaries(
    ctx.db,
    open.filter((_row, i) => fits[i]),
  );
}
