import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Throttle, ThrottleBusyError } from './throttle';

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Slot extends Record<string, unknown> {
  /** The wait for the booked start, or null when none could be booked. */
  wait_ms: number | null;
  /** How far off the next free start was before this booking. */
  queued_ms: number | null;
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
      // The queue's depth is read from the same snapshot as the booking: when nothing could be booked, it
      // says how long until a slot would fit the caller's wait again.
      const { rows } = (await db.execute(sql`
        with booked as (
          update service_pace
          set next_free_at = greatest(next_free_at, clock_timestamp()) + ${intervalMs} * interval '1 millisecond'
          where name = ${name}
            and greatest(next_free_at, clock_timestamp()) - clock_timestamp() <= ${maxWaitMs} * interval '1 millisecond'
          returning ceil(extract(epoch from (
            next_free_at - ${intervalMs} * interval '1 millisecond' - clock_timestamp()
          )) * 1000)::int as wait_ms
        )
        select
          (select wait_ms from booked) as wait_ms,
          (select ceil(extract(epoch from (greatest(next_free_at, clock_timestamp()) - clock_timestamp())) * 1000)::int
             from service_pace where name = ${name}) as queued_ms
      `)) as unknown as { rows: Slot[] };
      const slot = rows[0];
      if (slot?.wait_ms === null || slot?.wait_ms === undefined) {
        throw new ThrottleBusyError(Number(slot?.queued_ms ?? maxWaitMs) - maxWaitMs);
      }
      if (slot.wait_ms > 0) await sleep(slot.wait_ms);
    },
  };
}
