import type { EventDetail } from '../../shared/schemas/events';
import type { Database, Db } from '../db/client';
import { type CachedJson, cachedJsonBytes, toCachedJson } from '../lib/cached-json';
import { salesCacheLifeMs } from '../sales/sales.service';
import { SalesCache } from '../sales/sales-cache';
import { findEventDetail, listCurrentEvents } from './events.service';

/*
 * The public event answers (issue 25), serialised once and sent as the same bytes to every viewer, like the
 * sales list (decision 0010): on the event's morning hundreds of shoppers open its page at once. They are
 * SalesCaches, so salesChanged() (any write to sales, and the event calls' writes) drops them at once, on
 * every instance (instances/sales-change-feed.ts); otherwise they live as long as the sales lists
 * (salesCacheLifeMs: five seconds on a PostgreSQL server, five minutes on the embedded database), then are
 * served stale for thirty seconds while one query refreshes them. An event not numbered yet is read again
 * once its registration closes: that first read numbers its sales (event-numbering.ts).
 */

/** An event's detail answer, and the detail itself for the server-drawn page. */
export interface CachedEvent {
  detail: EventDetail;
  json: CachedJson;
}

const STALE_WHILE_REVALIDATE_MS = 30_000;

/** When a cached event must be read again: its registration's close, while its sales have no numbers. */
function numberingDue(cached: CachedEvent | null): number | undefined {
  if (!cached || cached.detail.numberedAt !== null) return undefined;
  return Date.parse(cached.detail.registrationClosesAt);
}

export class EventCache {
  /** By slug; null remembers an unknown slug (until the next change). */
  readonly details: SalesCache<CachedEvent | null>;
  /** GET /api/events, by the site's today. */
  readonly lists: SalesCache<CachedJson>;

  constructor(engine: Database['kind'] = 'postgres') {
    const ttlMs = salesCacheLifeMs(engine);
    this.details = new SalesCache({
      ttlMs,
      maxEntries: 200,
      // An event of 1,000 sales answers about 600 KB of JSON.
      maxBytes: 16 * 1024 * 1024,
      sizeOf: (cached) => (cached ? cachedJsonBytes(cached.json) * 3 : 64),
      staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
      expiresBy: numberingDue,
    });
    this.lists = new SalesCache({
      ttlMs,
      maxEntries: 4,
      sizeOf: cachedJsonBytes,
      staleWhileRevalidateMs: STALE_WHILE_REVALIDATE_MS,
    });
  }

  /** The event and its serialised answer, or undefined when there is no such event. */
  async detail(db: Db, slug: string, now: Date): Promise<CachedEvent | undefined> {
    const cached = await this.details.get(slug, async () => {
      const detail = await findEventDetail(db, slug, now);
      return detail ? { detail, json: toCachedJson(detail) } : null;
    });
    return cached ?? undefined;
  }

  /** This and coming events' answer on `today`. */
  current(db: Db, today: string): Promise<CachedJson> {
    return this.lists.get(today, async () => toCachedJson(await listCurrentEvents(db, today)));
  }
}
