import { openDatabase } from '../../../src/server/db/client';
import { insertSales, insertUser, type SaleInput } from '../../../src/server/tools/factories';
import { offsetPosition, PLACES } from '../../../src/server/tools/seed/seed-data/places';
import { addDaysIso, DEFAULT_WINDOW_DAYS, todayIn } from '../../../src/shared/dates';

/** How many sales the busy week holds: more than a whole list is drawn at once, as in the 553. */
export const BUSY_WEEK_SALES = 560;

/** A place of its own for each sale within 3 km of its town's centre (golden-angle spiral: no two alike). */
function spread(n: number): [number, number] {
  const radius = 3 * Math.sqrt((n + 0.5) / BUSY_WEEK_SALES);
  const angle = n * 2.399963;
  return [radius * Math.cos(angle), radius * Math.sin(angle)];
}

/**
 * Fills a new data directory with a busy week before the app starts on it: BUSY_WEEK_SALES sales spread
 * over this week and the county's places, owned by a few neighbours, without photos.
 */
export async function seedBusyWeek(dataDir: string, timeZone: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const today = todayIn(timeZone);
    // Tomorrow to six days on: still this week's list if the site's midnight passes between this seed
    // and the test (a seed on the last day before midnight lost a seventh of its sales once).
    const days = DEFAULT_WINDOW_DAYS - 1;
    const owners: { id: number }[] = [];
    for (let n = 0; n < 4; n++)
      owners.push(await insertUser(database.db, { email: `busy-${n}@example.org` }));
    const sales: SaleInput[] = Array.from({ length: BUSY_WEEK_SALES }, (_, n) => {
      const place = PLACES[n % PLACES.length] as (typeof PLACES)[number];
      const day = addDaysIso(today, 1 + (n % days));
      return {
        userId: (owners[n % owners.length] as { id: number }).id,
        title: `Busy sale number ${n + 1}`,
        address: `${n + 1} Market Street`,
        city: place.name,
        position: offsetPosition(place.center, spread(n)),
        startDate: day,
        endDate: day,
      };
    });
    await insertSales(database.db, sales);
  } finally {
    await database.close();
  }
}
