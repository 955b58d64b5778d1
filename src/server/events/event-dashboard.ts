import { asc, eq, sql } from 'drizzle-orm';
import { todayIn } from '../../shared/dates';
import type { DashboardSale, EventDashboard } from '../../shared/schemas/events-admin';
import type { SessionUser } from '../auth/sessions';
import type { DbExecutor } from '../db/executor';
import { eventSales, garageSales, users } from '../db/schema';
import { saleColumns } from '../sales/sales.repo';
import { requireManagedEvent } from './event-access';
import { numberIfRegistrationClosed } from './event-numbering';
import { toEventSummaries } from './events.service';
import { listEventLog, listOrganizers } from './events-admin.repo';
import type { EventsContext } from './events-admin.service';

/** Every registered sale (hidden and completed ones too) with its seller, numbered ones first. */
export function listRegisteredSales(db: DbExecutor, eventId: number) {
  return db
    .select({
      saleId: garageSales.id,
      number: eventSales.number,
      title: garageSales.title,
      description: garageSales.description,
      address: garageSales.address,
      city: garageSales.city,
      neighborhood: garageSales.neighborhood,
      startDate: garageSales.startDate,
      endDate: garageSales.endDate,
      sellerId: users.id,
      sellerEmail: users.email,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      sellerPhone: users.phone,
      joinedAt: eventSales.joinedAt,
      followsEventDates: eventSales.followsEventDates,
      categories: saleColumns.categories,
    })
    .from(eventSales)
    .innerJoin(garageSales, eq(garageSales.id, eventSales.saleId))
    .innerJoin(users, eq(users.id, garageSales.userId))
    .where(eq(eventSales.eventId, eventId))
    .orderBy(sql`${eventSales.number} asc nulls last`, asc(eventSales.joinedAt), asc(garageSales.id));
}
export type RegisteredSale = Awaited<ReturnType<typeof listRegisteredSales>>[number];

/** Counts by a key, the largest first (ties by key). */
function countBy<T>(items: T[], keyOf: (item: T) => string): Map<string, { item: T; count: number }> {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const key = keyOf(item);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { item, count: 1 });
  }
  return counts;
}

/** GET /api/admin/events/{slug}/dashboard: the administrator's or the event's organizer's overview. */
export async function getEventDashboard(
  ctx: EventsContext,
  user: SessionUser,
  slug: string,
): Promise<EventDashboard> {
  const found = await requireManagedEvent(ctx.db, user, slug);
  const row = await numberIfRegistrationClosed(ctx, found, ctx.now());
  const [[event], rows, organizers, log] = await Promise.all([
    toEventSummaries(ctx.db, [row]),
    listRegisteredSales(ctx.db, row.id),
    listOrganizers(ctx.db, row.id),
    listEventLog(ctx.db, row.id),
  ]);
  if (!event) throw new Error('The event was not read back');
  const sales: DashboardSale[] = rows.map((sale) => ({
    saleId: sale.saleId,
    number: sale.number,
    title: sale.title,
    address: sale.address,
    city: sale.city,
    neighborhood: sale.neighborhood,
    startDate: sale.startDate,
    endDate: sale.endDate,
    sellerEmail: sale.sellerEmail,
    joinedAt: sale.joinedAt.toISOString(),
    followsEventDates: sale.followsEventDates,
    categories: sale.categories.map((category) => category.name),
  }));
  const byDay = [...countBy(rows, (sale) => todayIn(ctx.timeZone, sale.joinedAt))]
    .map(([date, { count }]) => ({ date, count }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const byCity = [...countBy(rows, (sale) => `${sale.city}\u0000${sale.neighborhood ?? ''}`).values()]
    .map(({ item, count }) => ({ city: item.city, neighborhood: item.neighborhood, count }))
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  const byCategory = [
    ...countBy(
      sales.flatMap((sale) => sale.categories),
      (name) => name,
    ),
  ]
    .map(([category, { count }]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  return {
    event,
    sales,
    byDay,
    byCity,
    byCategory,
    organizers,
    log: log.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
