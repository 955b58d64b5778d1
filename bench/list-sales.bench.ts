import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { categories, favorites } from '../src/server/db/schema';
import { IDLE_MS } from '../src/server/ops/idle-collection';
import { type ListFilters, listSaleIdsQuery } from '../src/server/sales/sales.repo';
import { insertUser } from '../src/server/tools/factories';
import { thisWeekWindow, todayIn } from '../src/shared/dates';
import { type AppProcess, appVariants, settle, startAppProcess } from './app-process';
import { exploreMapJavaScript, firstLoadJavaScript } from './bundle-size';
import { fillSales } from './fill';
import { fillEvent } from './fill-event';
import { filteredListPaths, SEARCH_MIX, SHOPPERS_MIX } from './filter-mixes';
import { describeReport, runLighthouse } from './lighthouse';
import { type LoadResult, load, mixedLoad } from './load';
import { choosePostgres, freshDatabase } from './postgres';

/**
 * `npm run bench`: over 50,000 sales on PGlite and on PostgreSQL, the app in its own process as it runs in
 * production: GET /api/garage-sales (this week) for a guest and a signed-in viewer, revalidated (304),
 * random filter sets, an administrator's GET /api/admin/sales, a crowd of 200 connections on the list and
 * this week's details (max latency, time-outs), the app's memory after the load, Lighthouse mobile on
 * Explore and the JavaScript it loads, beside a bare Fastify hello world measured in the same run.
 * Settings: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_CROWD_CONNECTIONS (200),
 * BENCH_CROWD_DURATION (30), BENCH_SALES (50000), BENCH_ENGINES (pglite,postgres), BENCH_LIGHTHOUSE (1),
 * BENCH_LIGHTHOUSE_RUNS (3), BENCH_DATABASE_URL (else TEST_DATABASE_URL, else scripts/start-test-postgres.sh).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SALES = Number(process.env.BENCH_SALES ?? 50_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
/** A few administrators at once, not a crowd: the admin screens are for a handful of volunteers. */
const ADMIN_CONNECTIONS = 4;
/** Saturday morning: many phones at once on the list and the sales they open. */
const CROWD_CONNECTIONS = Number(process.env.BENCH_CROWD_CONNECTIONS ?? 200);
const CROWD_DURATION = Number(process.env.BENCH_CROWD_DURATION ?? 30);
/** BENCH_LIGHTHOUSE=0 skips Lighthouse (it needs Chromium and a built client). */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** Simulated Lighthouse runs per engine, each reported (BENCH_LIGHTHOUSE_RUNS). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const log = (line = '') => process.stdout.write(`${line}\n`);

async function helloWorld(): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  try {
    return await load('Fastify hello world', `http://127.0.0.1:${port}/`, CONNECTIONS, DURATION);
  } finally {
    await app.close();
  }
}

/** What browsers send: the list is then served from its cached gzip bytes. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A second baseline: a bare Fastify sending the very bytes the list sends (gzipped, same headers), so the
 * ratio to it shows what our server costs beyond moving those bytes through the load generator.
 */
async function sameBytes(body: Buffer): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(body);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  try {
    return await load(
      'Fastify sending the same gzip bytes',
      `http://127.0.0.1:${port}/`,
      CONNECTIONS,
      DURATION,
    );
  } finally {
    await app.close();
  }
}

interface EngineRun {
  results: LoadResult[];
  plan: string;
  notes: string[];
  gzipBody: Buffer;
}

/** What the app's load needs from the filled database. */
interface Filled {
  name: string;
  dataDir: string;
  databaseUrl: string;
  week: { id: number }[];
  categoryIds: number[];
  viewerCookie: string;
  adminCookie: { cookie: string };
  eventSlug: string;
}

async function benchEngine(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<EngineRun> {
  const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-bench-'));
  const fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  let database: Database | undefined;
  try {
    database = await openDatabase({ dataDir, databaseUrl: fresh?.url });
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? '', LOG_LEVEL: 'silent' });
    const today = todayIn(config.timeZone);
    const fill = await fillSales(database.db, today, SALES);
    const notes = [`${name}: filled ${fill.sales} sales in ${(fill.ms / 1000).toFixed(1)} s`];
    const event = await fillEvent(database.db, today);
    notes.push(`${name}: a community sale day of ${event.sales} numbered sales, /events/${event.slug}`);

    // A signed-in viewer with a few favourites, and an administrator, made before the app starts.
    const viewer = await insertUser(database.db, { email: 'bench-viewer@example.org' });
    const viewerCookie = `${SESSION_COOKIE}=${await createSession(database.db, viewer.id)}`;
    const admin = await insertUser(database.db, { email: 'bench-admin@example.org', userType: 'admin' });
    const adminCookie = { cookie: `${SESSION_COOKIE}=${await createSession(database.db, admin.id)}` };
    // The default request's filters (this week), through the app's own connection and its settings.
    const week = await listSaleIdsQuery(database.db, thisWeekWindow(today));
    const plan = await listPlans(database.db, thisWeekWindow(today));
    const categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    await database.db
      .insert(favorites)
      .values(week.slice(0, 5).map((sale) => ({ userId: viewer.id, saleId: sale.id })));
    await database.close();
    database = undefined;

    const filled: Filled = {
      name,
      dataDir,
      databaseUrl: fresh?.url ?? '',
      week,
      categoryIds,
      viewerCookie,
      adminCookie,
      eventSlug: event.slug,
    };
    const variants = appVariants();
    const results: LoadResult[] = [];
    let gzipBody: Buffer | undefined;
    for (const [index, variant] of variants.entries()) {
      const run = await loadApp(filled, variant, variants.length > 1, LIGHTHOUSE && index === 0);
      results.push(...run.results);
      notes.push(...run.notes);
      gzipBody ??= run.gzipBody;
    }
    return { results, plan, notes, gzipBody: gzipBody as Buffer };
  } finally {
    await database?.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app in its own process over the filled data, under the load, and its memory after it. */
async function loadApp(
  filled: Filled,
  variant: Record<string, string>,
  named: boolean,
  lighthouse: boolean,
): Promise<Omit<EngineRun, 'plan'>> {
  const { week, categoryIds, viewerCookie, adminCookie } = filled;
  const settings = Object.entries(variant).map(([key, value]) => `${key}=${path.basename(value)}`);
  const name = named ? `${filled.name} [${settings.join(' ') || 'as the image'}]` : filled.name;
  const notes: string[] = [];
  // The app's /metrics (prom-client's process metrics) tell where its memory is at the end.
  const metricsToken = crypto.randomBytes(24).toString('hex');
  const app = await startAppProcess(
    { DATA_DIR: filled.dataDir, DATABASE_URL: filled.databaseUrl, METRICS_TOKEN: metricsToken },
    variant,
  );
  try {
    const startRss = app.rss();
    const url = `${app.origin}/api/garage-sales`;
    const first = await fetch(url);
    const body = await first.text();
    if (!first.ok) throw new Error(`${url} answered ${first.status}: ${body.slice(0, 200)}`);
    const count = (JSON.parse(body) as unknown[]).length;
    if (count !== week.length)
      notes.push(`WARNING: the plan's query finds ${week.length} sales, the API ${count}`);
    const full = await (await fetch(`${url}?fields=full`)).text();
    notes.push(
      `${name}: this week's list holds ${count} sales, ${(body.length / 1024).toFixed(0)} KB of JSON ` +
        `(${(full.length / 1024).toFixed(0)} KB with every field, ?fields=full)`,
    );
    const signedIn = { ...BROWSER, cookie: viewerCookie };
    const mine = await (await fetch(url, { headers: signedIn })).text();
    notes.push(
      `${name}: the signed-in list is ${mine === body ? 'the same bytes as' : 'DIFFERENT from'} the guest's`,
    );
    const gzipBody = zlib.gzipSync(Buffer.from(body));
    notes.push(`${name}: gzipped, the answer is ${(gzipBody.length / 1024).toFixed(0)} KB`);
    const etag = first.headers.get('etag') ?? '';

    const adminUrl = `${app.origin}/api/admin/sales`;
    const asAdmin = { ...BROWSER, ...adminCookie };
    const details = week.map((sale) => `/api/garage-sales/${sale.id}`);
    const results: LoadResult[] = [
      await load(`${name}, list (guest, compressed)`, url, CONNECTIONS, DURATION, BROWSER),
      await load(`${name}, list (guest, identity)`, url, CONNECTIONS, DURATION),
      await load(`${name}, list (signed in, compressed)`, url, CONNECTIONS, DURATION, signedIn),
      await load(`${name}, list revalidated (304)`, url, CONNECTIONS, DURATION, {
        ...signedIn,
        'if-none-match': etag,
      }),
      await mixedLoad(
        `${name}, random filtered lists`,
        app.origin,
        filteredListPaths(categoryIds, SHOPPERS_MIX),
        CONNECTIONS,
        DURATION,
        BROWSER,
      ),
      await mixedLoad(
        `${name}, random filtered lists, 40% search`,
        app.origin,
        filteredListPaths(categoryIds, SEARCH_MIX),
        CONNECTIONS,
        DURATION,
        BROWSER,
      ),
      await load(`${name}, admin sales (3 tabs)`, adminUrl, ADMIN_CONNECTIONS, DURATION, asAdmin),
      await load(
        `${name}, admin sales ?q=moving`,
        `${adminUrl}?q=moving`,
        ADMIN_CONNECTIONS,
        DURATION,
        asAdmin,
      ),
    ];
    // A crowd: list and this week's details, 200 connections at once; nobody may wait a second.
    const crowd = await mixedLoad(
      `${name}, crowd: list + details, ${CROWD_CONNECTIONS} conn`,
      app.origin,
      details.flatMap((detail, i) => (i % 2 === 0 ? [detail, '/api/garage-sales'] : [detail])),
      CROWD_CONNECTIONS,
      CROWD_DURATION,
      BROWSER,
    );
    results.push(crowd);
    notes.push(
      `${name}: crowd of ${CROWD_CONNECTIONS} for ${CROWD_DURATION} s: max ${crowd.maxMs} ms, p99 ${crowd.p99Ms} ms, ` +
        `${crowd.timeouts} time-outs (10 s), ${crowd.non2xx} non-2xx`,
    );
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const endRss = app.rss();
    const where = app.memoryMap();
    const metricsText = await (
      await fetch(`${app.origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metricsText)?.[1] ?? 0);
    // And once the app has been quiet long enough to give back what the load grew its heap to
    // (src/server/ops/idle-collection.ts).
    await settle(app);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 3_000));
    const idleRss = app.rss();
    notes.push(
      `${name}: app memory (RSS of the app process itself, ${app.describe()}): ${mb(startRss)} at start, ${mb(endRss)} at the load's end, ` +
        `${mb(idleRss)} once idle (${(IDLE_MS + 3_000) / 1000} s later) ` +
        `(at the load's end: V8 heap ${mb(metric('nodejs_heap_size_total_bytes'))}, of it used ` +
        `${mb(metric('nodejs_heap_size_used_bytes'))}; outside the heap ${mb(metric('nodejs_external_memory_bytes'))}, ` +
        'the embedded database included)',
      `${name}: where the RSS at the load's end is (/proc/<pid>/smaps): glibc's main heap ${mb(where.heap)}, ` +
        `WebAssembly memory ${mb(where.wasm)} (of ${mb(where.wasmSize)}), other anonymous ${mb(where.anonymous)}, mapped files ${mb(where.files)}; load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')}`,
    );
    if (lighthouse) notes.push(...(await lighthouseNotes(name, app, `/events/${filled.eventSlug}`)));
    return { results, notes, gzipBody };
  } finally {
    await app.stop();
  }
}

/**
 * The plans of the list statement (the ids of a list's sales): this week's, then with a search word that
 * every week's sales hold, with one that a single sale holds (its title's number), and with a city too.
 * The first with its buffers; the others shorter.
 */
async function listPlans(db: Database['db'], week: ListFilters): Promise<string> {
  const explain = async (label: string, filters: ListFilters, options: string) => {
    const result = await db.execute(sql`explain (${sql.raw(options)}) ${listSaleIdsQuery(db, filters)}`);
    const lines = (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']);
    return `${label}:\n${lines.join('\n')}`;
  };
  return [
    await explain('this week', week, 'analyze, buffers'),
    await explain("this week, searchTerm 'tools'", { ...week, searchTerm: 'tools' }, 'analyze, costs off'),
    await explain("this week, searchTerm '#4711'", { ...week, searchTerm: '#4711' }, 'analyze, costs off'),
    // Issue 26: a word only items hold (every sale has ten), and one item's own number.
    await explain("this week, searchTerm 'crib'", { ...week, searchTerm: 'crib' }, 'analyze, costs off'),
    await explain("this week, searchTerm '#47113'", { ...week, searchTerm: '#47113' }, 'analyze, costs off'),
    await explain(
      "this week, city 'Stony Plain', searchTerm 'tools'",
      { ...week, city: 'Stony Plain', searchTerm: 'tools' },
      'analyze, costs off',
    ),
  ].join('\n\n');
}

/**
 * Lighthouse mobile on Explore over this engine's data (bench/lighthouse.ts), when a client is built, and on
 * the page of a community sale day of 1,000 sales (issue 25's busy morning). Each run waits for the app to
 * be idle first (`settle`): the crowd's requests and the collection of what they left would otherwise run
 * on the cores the browser measures the page on; a phone does not share its CPU with the server.
 */
async function lighthouseNotes(name: string, app: AppProcess, eventPath: string): Promise<string[]> {
  if (!fs.existsSync(path.resolve('dist/client/index.html'))) {
    return [`${name}: Lighthouse skipped: run \`npm run build\` first`];
  }
  const measure = async (url: string, throttling?: 'devtools') => {
    const waited = await settle(app);
    // While the page loads, the app's own work (its answers to the page) yields the cores to the browser
    // (nice 10), as a server on another machine would; back to its priority for the next load test.
    const niced = trySetNice(app, 10);
    try {
      const report = await runLighthouse(url, throttling);
      return `${describeReport(report)} (after ${(waited / 1000).toFixed(0)} s for the app to be idle${niced ? ', the app at nice 10' : ''})`;
    } finally {
      if (niced) trySetNice(app, 0);
    }
  };
  // Several runs, each reported: one run hides how much they spread (issue 27).
  const notes: string[] = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    notes.push(
      `${name}: Lighthouse mobile on Explore, run ${run} of ${LIGHTHOUSE_RUNS}: ${await measure(`${app.origin}/`)}`,
    );
  }
  notes.push(
    `${name}: the same with the slow network and CPU applied (--throttling-method=devtools): ${await measure(`${app.origin}/`, 'devtools')}`,
  );
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    notes.push(
      `${name}: Lighthouse mobile on the sale day's page, run ${run} of ${LIGHTHOUSE_RUNS}: ${await measure(`${app.origin}${eventPath}`)}`,
    );
  }
  return notes;
}

/** Sets the app's nice value; false where this user may not (lowering it again needs root). */
function trySetNice(app: AppProcess, nice: number): boolean {
  try {
    app.setNice(nice);
    return true;
  } catch {
    return false;
  }
}

function table(rows: LoadResult[], baseline: LoadResult, bytesBaseline: LoadResult | undefined): string {
  const header = [
    '',
    'req/s',
    'p50 ms',
    'p99 ms',
    'ratio to hello',
    'ratio to same bytes',
    'KB/resp',
    'errors',
    'non-2xx',
  ];
  const lines = rows.map((row) => [
    row.label,
    row.requestsPerSecond.toFixed(0),
    row.p50Ms.toFixed(1),
    row.p99Ms.toFixed(1),
    (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    bytesBaseline ? (row.requestsPerSecond / bytesBaseline.requestsPerSecond).toFixed(3) : '-',
    (row.bytesPerRequest / 1024).toFixed(1),
    String(row.errors),
    String(row.non2xx),
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...lines].map((line) => (line[i] as string).length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number)))
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

async function main() {
  log(
    `Benchmark: ${SALES} sales, ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} CPUs`,
  );
  const hello = await helloWorld();
  const results: LoadResult[] = [hello];
  const plans: string[] = [];
  const notes: string[] = [];
  let gzipBody: Buffer | undefined;

  for (const engine of ENGINES) {
    if (engine === 'pglite') {
      const run = await benchEngine('pglite');
      gzipBody ??= run.gzipBody;
      results.push(...run.results);
      notes.push(...run.notes);
      plans.push(`PGlite:\n${run.plan}`);
    } else if (engine === 'postgres') {
      const server = await choosePostgres();
      if ('skip' in server) {
        notes.push(`PostgreSQL skipped: ${server.skip}`);
        continue;
      }
      const run = await benchEngine('postgres', server.url);
      gzipBody ??= run.gzipBody;
      results.push(...run.results);
      notes.push(`PostgreSQL server from ${server.source}`, ...run.notes);
      plans.push(`PostgreSQL:\n${run.plan}`);
    }
  }

  const bytesBaseline = gzipBody ? await sameBytes(gzipBody) : undefined;
  if (bytesBaseline) results.push(bytesBaseline);
  log();
  log(table(results, hello, bytesBaseline));
  log();
  for (const note of notes) log(note);
  log();
  log("EXPLAIN ANALYZE of the list statement (the ids of a list's sales) over this week:");
  for (const plan of plans) log(`${plan}\n`);

  const bundle = firstLoadJavaScript();
  if (!bundle) {
    log('JavaScript of the Explore screen: dist/client/index.html is missing; run `npm run build` first.');
  } else {
    const total = bundle.reduce((sum, file) => sum + file.gzipBytes, 0);
    const brotli = bundle.reduce((sum, file) => sum + file.brotliBytes, 0);
    log(
      `JavaScript the Explore screen loads first: ${(total / 1024).toFixed(1)} KB gzipped, ` +
        `${(brotli / 1024).toFixed(1)} KB as sent with brotli`,
    );
    for (const file of bundle) {
      log(
        `  ${file.file}  ${(file.bytes / 1024).toFixed(1)} KB, ${(file.gzipBytes / 1024).toFixed(1)} KB gzipped`,
      );
    }
    const map = exploreMapJavaScript() ?? [];
    const mapTotal = map.reduce((sum, file) => sum + file.gzipBytes, 0);
    const mapBrotli = map.reduce((sum, file) => sum + file.brotliBytes, 0);
    log(
      `Then the keyless map it loads at once: ${(mapTotal / 1024).toFixed(1)} KB gzipped ` +
        `(Explore in all: ${((total + mapTotal) / 1024).toFixed(1)} KB gzipped, ` +
        `${((brotli + mapBrotli) / 1024).toFixed(1)} KB with brotli)`,
    );
    for (const file of map) {
      log(
        `  ${file.file}  ${(file.bytes / 1024).toFixed(1)} KB, ${(file.gzipBytes / 1024).toFixed(1)} KB gzipped`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
