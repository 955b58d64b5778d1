/**
 * The serialised answers of GET /api/garage-sales, keyed by the normalised filters (see
 * docs/decisions/0002-list-cache.md). On a PostgreSQL server entries live a few seconds, so app instances
 * that share it stay nearly fresh (on the embedded database, which has one writer, minutes:
 * salesCacheLifeMs in sales.service.ts); a write in this process drops them at once through salesChanged().
 */

let generation = 0;
const broadcasters = new Set<() => Promise<void>>();

/**
 * Call after any change to sales, their photos or categories: every cache in the process forgets at once,
 * and every other app instance on the same PostgreSQL is told (instances/sales-change-feed.ts). Await it
 * before answering the write, so that the next request, on whichever instance, sees the change.
 */
export async function salesChanged(): Promise<void> {
  forgetCachedSales();
  await Promise.all([...broadcasters].map((broadcast) => broadcast()));
}

/** Drops this process's cached answers without telling anyone: what a change from elsewhere does. */
export function forgetCachedSales(): void {
  generation += 1;
}

/** How salesChanged() reaches other instances; returns the function that stops it. */
export function onSalesChanged(broadcast: () => Promise<void>): () => void {
  broadcasters.add(broadcast);
  return () => broadcasters.delete(broadcast);
}

interface Entry<T> {
  value: T;
  bytes: number;
  generation: number;
  expiresAt: number;
}

export interface SalesCacheOptions<T> {
  ttlMs?: number;
  maxEntries?: number;
  /** Bound on the summed sizeOf() of the entries, since one answer can weigh hundreds of kilobytes. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  /**
   * For this long after its time to live an entry is still served while one load refreshes it in the
   * background, so that an expiry under load makes nobody wait (a write, through salesChanged(), still
   * makes everyone wait for the new answer). 0: expired entries are loaded again before answering.
   */
  staleWhileRevalidateMs?: number;
  /**
   * A time (ms since the epoch) by which a value must be read again whatever ttlMs says, for an answer
   * that changes at a known moment without a write (an event's numbers once its registration closes).
   */
  expiresBy?: (value: T) => number | undefined;
  now?: () => number;
}

export class SalesCache<T = Buffer> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: T) => number;
  private readonly staleMs: number;
  private readonly expiresBy: ((value: T) => number | undefined) | undefined;
  private readonly now: () => number;
  /** Lookups answered from an entry (stale ones included) and lookups that waited for a load, for /metrics. */
  hits = 0;
  misses = 0;

  constructor(options: SalesCacheOptions<T> = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.sizeOf = options.sizeOf ?? ((value) => (Buffer.isBuffer(value) ? value.length : 0));
    this.staleMs = options.staleWhileRevalidateMs ?? 0;
    this.expiresBy = options.expiresBy;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The summed sizeOf() of the entries: stays within maxBytes. */
  get byteSize(): number {
    return this.bytes;
  }

  /**
   * The cached value for `key`, or the result of `load()`. Concurrent misses of one key share one load,
   * and a load that started before salesChanged() is handed to its callers but not kept.
   */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) {
      this.remove(key, entry);
      const now = this.now();
      if (entry.generation === generation && now < entry.expiresAt + this.staleMs) {
        // Re-inserted so that the Map's order is least recently used first.
        this.insert(key, entry);
        if (now >= entry.expiresAt) this.load(key, load).catch(() => undefined);
        this.hits += 1;
        return entry.value;
      }
    }
    this.misses += 1;
    return this.load(key, load);
  }

  private load(key: string, load: () => Promise<T>): Promise<T> {
    const pendingKey = `${generation}\u0000${key}`;
    const inFlight = this.pending.get(pendingKey);
    if (inFlight) return inFlight;

    const startedAt = generation;
    const promise = load()
      .then((value) => {
        if (startedAt === generation) this.store(key, value);
        return value;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, promise);
    return promise;
  }

  private store(key: string, value: T): void {
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const expiresAt = Math.min(this.now() + this.ttlMs, this.expiresBy?.(value) ?? Number.POSITIVE_INFINITY);
    this.insert(key, { value, bytes, generation, expiresAt });
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.remove(oldest.value[0], oldest.value[1]);
    }
  }

  private insert(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
