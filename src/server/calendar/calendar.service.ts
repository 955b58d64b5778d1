import type { Locale } from '../../shared/i18n/locales';
import type { PlanStop } from '../../shared/schemas/plan-calendar';
import type { Sale } from '../../shared/schemas/sale';
import type { Db } from '../db/client';
import { localizedError, NotFoundError } from '../errors';
import { serverT } from '../lib/server-i18n';
import { findSaleRows } from '../sales/sales.repo';
import { findVisibleSale, SALE_NOT_FOUND, toSale } from '../sales/sales.service';
import {
  type CalendarEvent,
  type CalendarSite,
  calendarFileName,
  readableTime,
  writeCalendar,
} from './calendar-file';

export interface CalendarContext extends CalendarSite {
  db: Db;
  now?: () => Date;
}

export interface CalendarFile {
  fileName: string;
  text: string;
}

/**
 * A sale's days as calendar events, one per schedule day. Ended and completed sales still export, as
 * their page still shows them, with a notice that they have ended; only removed and hidden
 * sales are not found, as for the sale's detail.
 */
export async function saleCalendar(
  ctx: CalendarContext,
  saleId: number,
  locale: Locale,
): Promise<CalendarFile> {
  const sale = await findVisibleSale(ctx.db, saleId);
  if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
  const events = sale.schedule.map(
    (day): CalendarEvent => ({
      uidKey: `sale-${sale.id}-${day.date}`,
      sale,
      summary: sale.title,
      date: day.date,
      start: readableTime(day.startTime),
      end: readableTime(day.endTime),
    }),
  );
  const text = writeCalendar(ctx, locale, sale.title, events, ctx.now?.() ?? new Date());
  const fallback = serverT(locale, 'calendar')('sale.fileName', { id: sale.id });
  return { fileName: calendarFileName(sale.title, fallback), text };
}

/** 'Sale 4 was not found', 'Sales 4, 7 were not found', in the request's language. */
function missingSales(ids: number[]) {
  return localizedError(404, (locale) =>
    serverT(locale, 'calendar')('plan.missing', { count: ids.length, ids: ids.join(', ') }),
  );
}

/** The visible sales of a plan, in one query; a stop at an unknown or hidden sale is a 404 naming it. */
async function planSales(db: Db, stops: PlanStop[]): Promise<Map<number, Sale>> {
  const ids = [...new Set(stops.map((stop) => stop.saleId))];
  const found = new Map((await findSaleRows(db, ids)).map((row) => [row.id, toSale(row)]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw missingSales(missing);
  return found;
}

/** One event per planned stop, at the planned times, numbered in the order of the route. */
export async function planCalendar(
  ctx: CalendarContext,
  stops: PlanStop[],
  locale: Locale,
): Promise<CalendarFile> {
  const t = serverT(locale, 'calendar');
  const sales = await planSales(ctx.db, stops);
  const seen = new Map<string, number>();
  const events = stops.map((stop, index): CalendarEvent => {
    const sale = sales.get(stop.saleId) as Sale;
    // The same sale twice on one day is two visits: the second gets its own UID.
    const key = `plan-sale-${sale.id}-${stop.date}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return {
      uidKey: count === 1 ? key : `${key}-${count}`,
      sale,
      summary: t('plan.summary', { number: index + 1, title: sale.title }),
      date: stop.date,
      start: stop.arrival,
      end: stop.departure,
    };
  });
  const name = t('plan.name', { siteName: ctx.siteName });
  const text = writeCalendar(ctx, locale, name, events, ctx.now?.() ?? new Date());
  return { fileName: t('plan.fileName'), text };
}
