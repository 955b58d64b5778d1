import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { insertUser } from '../src/server/db/factories';
import { listSalesQuery } from '../src/server/sales/sales.repo';
import { salesChanged } from '../src/server/sales/sales-cache';
import { thisWeekWindow, todayIn } from '../src/shared/dates';
import { exploreMapJavaScript, firstLoadJavaScript } from './bundle-size';
import { fillSales } from './fill';
import { type LoadResult, load } from './load';
import { choosePostgres, freshDatabase } from './postgres';

/**
 * `npm run bench`: GET /api/garage-sales (the default this-week window), and an administrator's GET
 * /api/admin/sales (plain and searched), over 50,000 sales on PGlite and on
 * PostgreSQL, beside a bare Fastify hello world measured in the same run. Settings: BENCH_DURATION (s,
 * default 10), BENCH_CONNECTIONS (50), BENCH_SALES (50000), BENCH_ENGINES (pglite,postgres),
 * BENCH_DATABASE_URL (else TEST_DATABASE_URL, else scripts/start-test-postgres.sh).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SALES = Number(process.env.BENCH_SALES ?? 50_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
/** A few administrators at once, not a crowd: the admin screens are for a handful of volunteers. */
const ADMIN_CONNECTIONS = 4;

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

async function benchEngine(engine: 'pglite' | 'postgres', serverUrl?: string): Promise<EngineRun> {
  const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-bench-'));
  const fresh = serverUrl ? await freshDatabase(serverUrl) : undefined;
  let database: Database | undefined;
  try {
    database = await openDatabase({ dataDir, databaseUrl: fresh?.url });
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: fresh?.url ?? '',
        LOG_LEVEL: 'silent',
        DEMO_DATA: '0',
      }),
      clientDir: undefined,
    };
    const today = todayIn(config.timeZone);
    const fill = await fillSales(database.db, today, SALES);
    const notes = [`${name}: filled ${fill.sales} sales in ${(fill.ms / 1000).toFixed(1)} s`];

    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/garage-sales`;
    const first = await fetch(url);
    const body = await first.text();
    if (!first.ok) throw new Error(`${url} answered ${first.status}: ${body.slice(0, 200)}`);
    const count = (JSON.parse(body) as unknown[]).length;
    notes.push(
      `${name}: this week's list holds ${count} sales, ${(body.length / 1024).toFixed(0)} KB of JSON`,
    );

    const zipped = await fetch(url, { headers: BROWSER });
    // fetch() undoes the gzip; compress the same text again for the same-bytes baseline.
    const gzipBody = zlib.gzipSync(Buffer.from(await zipped.text()));
    notes.push(`${name}: gzipped, the answer is ${(gzipBody.length / 1024).toFixed(0)} KB`);

    // A signed-in viewer: the cached sales are marked (isMine, isFavorite) and serialised per request.
    const viewer = await insertUser(database.db, { email: 'bench-viewer@example.org' });
    const signedIn = {
      ...BROWSER,
      cookie: `${SESSION_COOKIE}=${await createSession(database.db, viewer.id)}`,
    };
    // An administrator's Manage All Sales screen: each tab's first sales of all 50,000, and a search.
    const admin = await insertUser(database.db, { email: 'bench-admin@example.org', userType: 'admin' });
    const adminCookie = { cookie: `${SESSION_COOKIE}=${await createSession(database.db, admin.id)}` };
    // As a browser asks (compressed), and without Accept-Encoding: what compressing the answer costs.
    const asAdmin = { ...BROWSER, ...adminCookie };
    const adminUrl = `http://127.0.0.1:${port}/api/admin/sales`;
    const results = [
      await load(`${name}, list (cached, gzip)`, url, CONNECTIONS, DURATION, BROWSER),
      await load(`${name}, list (cached, identity)`, url, CONNECTIONS, DURATION),
      await load(`${name}, list (signed in, gzip)`, url, CONNECTIONS, DURATION, signedIn),
      await load(`${name}, admin sales (3 tabs)`, adminUrl, ADMIN_CONNECTIONS, DURATION, asAdmin),
      await load(`${name}, admin sales, identity`, adminUrl, ADMIN_CONNECTIONS, DURATION, adminCookie),
      await load(
        `${name}, admin sales ?q=moving`,
        `${adminUrl}?q=moving`,
        ADMIN_CONNECTIONS,
        DURATION,
        asAdmin,
      ),
    ];
    // Every request makes every cache forget first, so each one runs the query: what the cache buys.
    const forget = () => salesChanged();
    app.server.prependListener('request', forget);
    results.push(await load(`${name}, list (no cache, gzip)`, url, CONNECTIONS, DURATION, BROWSER));
    app.server.removeListener('request', forget);
    await app.close();

    // The default request's filters (this week), through the app's own connection and its settings.
    const query = listSalesQuery(database.db, thisWeekWindow(today));
    const rows = await query;
    if (rows.length !== count)
      notes.push(`WARNING: the plan's query finds ${rows.length} sales, the API ${count}`);
    const explained = await database.db.execute(sql`explain (analyze, buffers) ${query}`);
    const plan = (explained.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
    return { results, plan, notes, gzipBody };
  } finally {
    await database?.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
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
  log('EXPLAIN (ANALYZE, BUFFERS) of the list query (this-week window):');
  for (const plan of plans) log(`${plan}\n`);

  const bundle = firstLoadJavaScript();
  if (!bundle) {
    log('JavaScript of the Explore screen: dist/client/index.html is missing; run `npm run build` first.');
  } else {
    const total = bundle.reduce((sum, file) => sum + file.gzipBytes, 0);
    log(`JavaScript the Explore screen loads first: ${(total / 1024).toFixed(1)} KB gzipped`);
    for (const file of bundle) {
      log(
        `  ${file.file}  ${(file.bytes / 1024).toFixed(1)} KB, ${(file.gzipBytes / 1024).toFixed(1)} KB gzipped`,
      );
    }
    const map = exploreMapJavaScript() ?? [];
    const mapTotal = map.reduce((sum, file) => sum + file.gzipBytes, 0);
    log(
      `Then the keyless map it loads at once: ${(mapTotal / 1024).toFixed(1)} KB gzipped ` +
        `(Explore in all: ${((total + mapTotal) / 1024).toFixed(1)} KB gzipped)`,
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
