import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { garageSales } from '../../../src/server/db/schema';
import { insertEvent, registerEventSales } from '../../../src/server/events/events.fixtures';
import { addDaysIso, todayIn } from '../../../src/shared/dates';

/** The community sale day of event-page.spec.ts, in the busy week's instance. */
export const EVENT_DAY = {
  slug: 'parkland-sale-day',
  name: 'Parkland Community Garage Sale',
  description: 'Households all over the county sell on the same day.\nFollow the numbers on the map.',
  rules: 'Sales open at 8:00. Please park on one side of the street only.',
} as const;

/** The busy week's sales the event registers: those on tomorrow (busy-week.ts puts sale n on day 1 + n % 6). */
export const EVENT_DAY_TITLES = [1, 7, 13, 19, 25, 31].map((n) => `Busy sale number ${n}`);

/**
 * Writes a sale day on tomorrow into the busy week's data directory before the app starts on it (the app's
 * database is a single-process PGlite then): six of tomorrow's sales registered, numbered 1 to 6. No sale is
 * added, so Explore's busy week keeps its count.
 */
export async function seedEventDay(dataDir: string, timeZone: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const tomorrow = addDaysIso(todayIn(timeZone), 1);
    const rows = await database.db
      .select({ id: garageSales.id, title: garageSales.title })
      .from(garageSales)
      .where(and(inArray(garageSales.title, EVENT_DAY_TITLES), eq(garageSales.startDate, tomorrow)));
    const ids = EVENT_DAY_TITLES.map((title) => rows.find((row) => row.title === title)?.id);
    if (ids.some((id) => id === undefined)) throw new Error('the busy week has not the event day’s sales');
    const eventId = await insertEvent(database.db, {
      ...EVENT_DAY,
      days: [{ date: tomorrow, startTime: '08:00', endTime: '16:00' }],
      // Registration still open whenever the spec runs: the page offers "Register your sale".
      registrationClosesAt: new Date(Date.now() + 3 * 86_400_000),
    });
    await registerEventSales(
      database.db,
      eventId,
      ids.map((saleId, index) => ({ saleId: saleId as number, number: index + 1 })),
    );
  } finally {
    await database.close();
  }
}
