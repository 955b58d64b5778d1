import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import type { ListFilters } from '../src/server/sales/sales.repo';
import { listSaleIdsQuery } from '../src/server/sales/sales.repo';
import { thisWeekWindow, todayIn } from '../src/shared/dates';
import { fillItems, fillSales } from './fill';

/*
 * Issue 26, the search statement alone (decision 0039): the embedded database filled with the bench's
 * 50,000 sales, the list statement's timings this week with and without a search word, before items and
 * after 10 items on every sale, with the plans after. `npx tsx bench/item-search-plans.ts [sales]`, or
 * with DATABASE_URL for PostgreSQL (an empty database). What the full bench (npm run bench) measures over
 * HTTP under load is its lists' p99; this is the statement's share of it.
 */

const SALES = Number(process.argv[2] ?? 50_000);
const RUNS = 30;
const FILTERS: [string, (week: ListFilters) => ListFilters][] = [
  ['this week', (week) => week],
  ["this week, searchTerm 'tools' (titles)", (week) => ({ ...week, searchTerm: 'tools' })],
  ["this week, searchTerm 'crib' (items)", (week) => ({ ...week, searchTerm: 'crib' })],
  ["this week, searchTerm '#47113' (one item)", (week) => ({ ...week, searchTerm: '#47113' })],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-items-'));
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  const db = database.db;
  try {
    const today = todayIn('America/Edmonton');
    const week = thisWeekWindow(today);
    const started = Date.now();
    await fillSales(db, today, SALES, 0);
    console.log(`filled ${SALES} sales in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const time = async (label: string) => {
      for (const [name, filters] of FILTERS) {
        const query = listSaleIdsQuery(db, filters(week));
        const ms: number[] = [];
        let rows = 0;
        for (let run = 0; run < RUNS; run++) {
          const at = performance.now();
          rows = (await query).length;
          ms.push(performance.now() - at);
        }
        ms.sort((a, b) => a - b);
        const median = percentile(ms, 0.5)?.toFixed(1);
        const p99 = percentile(ms, 0.99)?.toFixed(1);
        console.log(`${label} | ${name} | ${rows} sales | median ${median} ms | max of ${RUNS} ${p99} ms`);
      }
    };
    await time('before items');
    const itemsAt = Date.now();
    await fillItems(db, 10);
    await db.execute(sql`analyze`);
    console.log(`added ${SALES * 10} items in ${((Date.now() - itemsAt) / 1000).toFixed(1)} s`);
    await time('10 items a sale');
    for (const [name, filters] of FILTERS.slice(1)) {
      const plan = await db.execute(sql`explain (analyze, costs off) ${listSaleIdsQuery(db, filters(week))}`);
      console.log(
        `\n${name}:\n${(plan.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
