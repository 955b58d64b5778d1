import { insertEvent, registerEventSales } from '../src/server/events/events.fixtures';
import { getEventDetail } from '../src/server/events/events.service';
import { renderBooklet } from '../src/server/events/print/booklet';
import { pdfPagesText } from '../src/server/events/print/pdf-reading.fixtures';
import { createTestApp } from '../src/server/test-support/test-app';
import { insertCategory, insertSales, insertUser, type SaleInput } from '../src/server/tools/factories';
import { addDaysIso, todayIn } from '../src/shared/dates';

/**
 * `npm run bench:booklet`: the booklet of a community sale day with 1,000 sales (BENCH_BOOKLET_SALES), on
 * the embedded database: the first GET /events/{slug}/booklet.pdf (read and drawn), the next one (read,
 * then the file drawn before), the drawing alone (median of BENCH_BOOKLET_RUNS), the file's size and pages.
 */

const SALES = Number(process.env.BENCH_BOOKLET_SALES ?? 1000);
const RUNS = Number(process.env.BENCH_BOOKLET_RUNS ?? 5);
const SLUG = 'bench-sale-day';
const PLACES = [
  ['Spruce Grove', ['Westwind', 'Heritage Estates', 'Harvest Ridge', 'Millgrove', null]],
  ['Stony Plain', ['Old Town', 'Westerra', 'Genesis on the Lakes', null]],
  ['Parkland County', [null]],
] as const;
const STREETS = [
  'Maple Crescent',
  'Aspen Drive',
  'Birch Lane',
  'Willow Way',
  'Grove Drive',
  'Boulder Boulevard',
];
const WORDS = [
  'Kids clothes and toys',
  'Furniture, a crib, dishes',
  'Power tools and a snow blower',
  'Books, records & décor',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const t = await createTestApp('pglite', { PUBLIC_URL: 'https://sales.example.org', LOG_LEVEL: 'silent' });
  try {
    const db = t.database.db;
    const day = addDaysIso(todayIn(t.config.timeZone), 14);
    const owner = await insertUser(db, { email: 'booklet-bench@example.org' });
    const categoryIds: number[] = [];
    for (const name of ['Furniture', 'Toys', 'Books', 'Tools', 'Clothing', 'Electronics'])
      categoryIds.push(await insertCategory(db, { name: `Bench ${name}` }));
    const inputs: SaleInput[] = Array.from({ length: SALES }, (_, n) => {
      const [city, hoods] = PLACES[n % PLACES.length] ?? PLACES[0];
      return {
        userId: owner.id,
        title: `Sale ${n + 1}`,
        description: `${WORDS[n % WORDS.length]} – everything must go\nCash only`,
        address: `${100 + n * 7} ${STREETS[n % STREETS.length]} NW`,
        city,
        neighborhood: hoods[n % hoods.length] ?? null,
        position: { lat: 53.5 + (n % 40) / 1000, lng: -114 - (n % 25) / 1000 },
        startDate: day,
        endDate: n % 4 === 0 ? addDaysIso(day, 1) : day,
        categoryIds: categoryIds.slice(n % 3, (n % 3) + 1 + (n % 4)),
      };
    });
    const saleIds = await insertSales(db, inputs);
    const eventId = await insertEvent(db, {
      slug: SLUG,
      name: 'Spruce Grove Community Garage Sale',
      days: [{ date: day }, { date: addDaysIso(day, 1), startTime: '09:00', endTime: '15:00' }],
    });
    await registerEventSales(
      db,
      eventId,
      saleIds.map((saleId, n) => ({ saleId, number: n + 1 })),
    );

    let started = performance.now();
    const first = await t.app.inject({ url: `/events/${SLUG}/booklet.pdf` });
    const firstMs = performance.now() - started;
    started = performance.now();
    const again = await t.app.inject({ url: `/events/${SLUG}/booklet.pdf` });
    const againMs = performance.now() - started;
    if (first.statusCode !== 200 || again.statusCode !== 200)
      throw new Error(`booklet answered ${first.statusCode}`);

    const event = await getEventDetail(db, SLUG);
    const site = { locale: 'en' as const, siteName: t.config.siteName, origin: 'https://sales.example.org' };
    const drawn: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      started = performance.now();
      const before = process.cpuUsage();
      await renderBooklet(event, site);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
      drawn.push(performance.now() - started);
    }
    const pages = (await pdfPagesText(first.rawPayload)).length;
    const rows: [string, string][] = [
      ['sales in the booklet', String(event.sales.length)],
      ['size', `${(first.rawPayload.length / 1024).toFixed(0)} KB (${first.rawPayload.length} bytes)`],
      ['pages', String(pages)],
      ['first GET (read + draw)', `${firstMs.toFixed(0)} ms`],
      ['next GET (read, drawn before)', `${againMs.toFixed(0)} ms`],
      // The machine may be shared: the process's CPU time says what the drawing costs, whatever else runs.
      [`drawing alone, CPU time, median of ${RUNS}`, `${median(cpu).toFixed(0)} ms`],
      [
        `drawing alone, median of ${RUNS}`,
        `${median(drawn).toFixed(0)} ms (${drawn.map((ms) => ms.toFixed(0)).join(', ')})`,
      ],
    ];
    for (const [name, value] of rows) process.stdout.write(`${name.padEnd(36)} ${value}\n`);
  } finally {
    await t.close();
  }
}

await main();
