import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Throttle, ThrottleBusyError } from '../geocode/throttle';

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Slot extends Record<string, unknown> {
  wait_ms: number;
}

/**
 * The geocode throttle's rule (start times at least `intervalMs` apart, no booking further than
 * `maxWaitMs` ahead) with the next free start kept in PostgreSQL (table service_pace): every instance on
 * the server books from the same clock, so N instances still send Nominatim one request a second. One
 * UPDATE books the slot; its row lock orders concurrent bookings, and each sees the one before it.
 */
export function createPgThrottle(db: Db, name: string, sleep = sleepFor): Throttle {
  let rowMade = false;
  return {
    async wait(intervalMs, maxWaitMs) {
      if (!rowMade) {
        await db.execute(sql`
          insert into service_pace (name, next_free_at) values (${name}, clock_timestamp())
          on conflict (name) do nothing
        `);
        rowMade = true;
      }
      const { rows } = (await db.execute(sql`
        update service_pace
        set next_free_at = greatest(next_free_at, clock_timestamp()) + ${intervalMs} * interval '1 millisecond'
        where name = ${name}
          and greatest(next_free_at, clock_timestamp()) - clock_timestamp() <= ${maxWaitMs} * interval '1 millisecond'
        returning ceil(extract(epoch from (
          next_free_at - ${intervalMs} * interval '1 millisecond' - clock_timestamp()
        )) * 1000)::int as wait_ms
      `)) as unknown as { rows: Slot[] };
      const slot = rows[0];
      if (!slot) throw new ThrottleBusyError();
      if (slot.wait_ms > 0) await sleep(slot.wait_ms);
    },
  };
}
