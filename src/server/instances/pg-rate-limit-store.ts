import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One in this many counts also deletes the windows that ended: the table stays the size of the traffic. */
const SWEEP_EVERY = 1_000;

interface Row extends Record<string, unknown> {
  hits: number;
  ttl: number;
}

/**
 * A @fastify/rate-limit store whose counts live in PostgreSQL (table rate_limit_hits), so that every
 * instance on the server counts together: one atomic upsert per request, a fixed window per key as the
 * plugin's own in-memory store does.
 *
 * Each limiter (each `app.rateLimit({...})` and each route's config) gets a child store, numbered in the
 * order the app makes them. Every instance runs the same code and so numbers them alike, which keeps one
 * limiter's keys apart from another's (two limiters may count the same client address).
 */
export function createPgRateLimitStore(db: Db) {
  let limiters = 0;

  class PgRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const fullKey = `${this.prefix}:${key}`;
      const count = async () => {
        if (Math.random() * SWEEP_EVERY < 1) {
          await db.execute(sql`delete from rate_limit_hits where window_ends_at < now()`);
        }
        const { rows } = (await db.execute(sql`
          insert into rate_limit_hits (key, hits, window_ends_at)
          values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            window_ends_at = case when rate_limit_hits.window_ends_at <= now()
              then excluded.window_ends_at else rate_limit_hits.window_ends_at end
          returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl
        `)) as unknown as { rows: Row[] };
        const row = rows[0];
        return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
      };
      count().then(
        (result) => answer(null, result),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, answer: Answer): void {
      const fullKey = `${this.prefix}:${key}`;
      const peek = async () => {
        const { rows } = (await db.execute(sql`
          select hits, greatest(0, ceil(extract(epoch from (window_ends_at - now())) * 1000))::int as ttl
          from rate_limit_hits where key = ${fullKey} and window_ends_at > now()
        `)) as unknown as { rows: Row[] };
        const row = rows[0];
        return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
      };
      peek().then(
        (result) => answer(null, result),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): PgRateLimitStore {
      limiters += 1;
      return new PgRateLimitStore(undefined, `limiter-${limiters}`);
    }
  }

  return PgRateLimitStore;
}
