import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface AppMetrics {
  /** This app's own registry: tests build many apps in one process, and each counts only its requests. */
  registry: Registry;
  /** Photos stored (not requests: one upload carries up to five). */
  photosUploaded: Counter;
  /** Address lookups by provider, answered from the geocode cache or by asking the provider. */
  geocodeLookups: Counter<'provider' | 'source'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The label of a request that matched no route: one value, so scanners cannot grow the label set. */
const UNMATCHED = '(unmatched)';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

function createMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const cache = () => app.salesLists;
  new Counter({
    name: 'gsf_list_cache_lookups_total',
    help: 'Lookups of the sales list cache: hit (an entry answered, stale ones included) or miss',
    labelNames: ['result'],
    registers: [registry],
    // The cache counts for itself (it knows nothing of Prometheus); the counter reads it when scraped.
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, cache().hits);
      this.inc({ result: 'miss' }, cache().misses);
    },
  });
  new Gauge({
    name: 'gsf_mail_queued',
    help: 'Messages in the outbox waiting to be sent (queued, retries included)',
    registers: [registry],
    async collect() {
      const { rows } = (await app.db.execute(
        sql`select count(*)::int as queued from mail_outbox where status = 'queued'`,
      )) as unknown as { rows: Array<{ queued: number }> };
      this.set(Number(rows[0]?.queued ?? 0));
    },
  });
  return {
    registry,
    photosUploaded: new Counter({
      name: 'gsf_photos_uploaded_total',
      help: 'Photos stored by uploads',
      registers: [registry],
    }),
    geocodeLookups: new Counter({
      name: 'gsf_geocode_lookups_total',
      help: 'Address lookups: source is cache (a fresh stored answer) or provider (asked over the network)',
      labelNames: ['provider', 'source'],
      registers: [registry],
    }),
  };
}

/** Counts and times every answer by method, route pattern (never the raw URL) and status. */
function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

/**
 * prom-client's default gauges named like counters: Prometheus' naming rules (and `promtool check metrics`)
 * keep `_total` for counters. Each has a by-type gauge beside it whose sum is the same number
 * (`sum(nodejs_active_handles)`), so nothing is lost by leaving them out.
 */
const MISNAMED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** Constant-time, whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * The metrics, their request hooks, and GET /metrics in Prometheus' text format. Without METRICS_TOKEN
 * there is no route (404): the numbers say how busy the site is and which routes fail, not for everyone.
 */
export function registerMetrics(app: FastifyInstance): void {
  const metrics = createMetrics(app);
  app.decorate('metrics', metrics);
  countRequests(app, metrics.registry);
  const token = app.config.metricsToken;
  if (!token) return;
  collectDefaultMetrics({ register: metrics.registry });
  for (const name of MISNAMED_DEFAULTS) metrics.registry.removeSingleMetric(name);
  app.get('/metrics', async (request: FastifyRequest, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
