import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createPgRateLimitStore } from './pg-rate-limit-store';
import { tooManyRequests } from './rate-limit-answer';
import { startSalesChangeFeed } from './sales-change-feed';

/** How long a start waits for the change feed's first LISTEN before serving anyway. */
const FEED_READY_WAIT_MS = 5_000;

/**
 * On a PostgreSQL server, instances share it with others (README "More than one machine"): each tells
 * the others when sales change. The embedded database has one process by construction (its data
 * directory is locked), so it keeps the in-process path.
 */
export function registerSalesChangeFeed(app: FastifyInstance, database: Database): void {
  const url = database.url;
  if (database.kind !== 'postgres' || !url) return;
  const feed = startSalesChangeFeed(
    url,
    async (channel, payload) => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FEED_READY_WAIT_MS);
    });
    await Promise.race([feed.ready, late]);
    clearTimeout(timer);
  });
  app.addHook('onClose', async () => feed.close());
}

/**
 * @fastify/rate-limit's options: on a PostgreSQL server the counts live in it, so N instances allow what
 * one would; embedded, the plugin's in-memory store.
 */
export function rateLimitOptions(database: Database) {
  if (database.kind !== 'postgres') return { global: false, errorResponseBuilder: tooManyRequests };
  return {
    global: false,
    errorResponseBuilder: tooManyRequests,
    store: createPgRateLimitStore(database.db),
    // A database that cannot count must not turn every limited route into a 500; the route's own
    // queries fail on their own if it is really down.
    skipOnError: true,
  };
}
