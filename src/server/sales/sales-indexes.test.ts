import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../shared/dates';
import { type Db, migrationsFolder } from '../db/client';
import { releaseFolder } from '../db/release-folder';
import { createEmptyDatabase, engines } from '../test-support/test-database';
import { insertUser } from '../tools/factories';
import { replaceSaleItems } from './items/sale-items.service';
import { listSaleIds, listSaleIdsQuery } from './sales.repo';

/** The planner's plan for a statement. */
async function planOf(db: Db, statement: SQL): Promise<string> {
  const plan = await db.execute(sql`explain ${statement}`);
  return (plan.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']).join('\n');
}

/** Sales of other days, a few a day over a year around `day`, so that the planner weighs its indexes. */
async function fillYear(db: Db, userId: number, day: string): Promise<void> {
  await db.execute(sql`
    insert into garage_sales (title, description, address, city, lat, lng, start_date, end_date, start_time, end_time, user_id)
    select 'Filler sale ' || n, 'Dishes and books', n || ' Other Road', 'Spruce Grove', 53.5, -113.9,
      ${day}::date + (n % 365 - 182), ${day}::date + (n % 365 - 182) + n % 3, '08:00', '16:00', ${userId}
    from generate_series(1, 3000) as n`);
  // Issue 26: ten item names each in the search document, as the service writes them (what the list reads).
  await db.execute(sql`
    update garage_sales set item_names = (
      select string_agg((array['Teapot', 'Skis', 'Novel', 'Rake', 'Vase'])[1 + (id + k) % 5] || ' ' || k, E'\n')
      from generate_series(0, 9) as k
    ) where title like 'Filler sale %'`);
  await db.execute(sql`analyze garage_sales`);
}

describe.each(engines)('upgrading a database of the previous release on %s', (engine) => {
  it('keeps its sales, and finds them and their items through the search and window indexes', async () => {
    const database = await createEmptyDatabase(engine);
    // The release before the items (issue 26), whose migration rebuilt the search index.
    const previous = releaseFolder('0014_event_numbers_log');
    try {
      await database.migrate(previous);
      const { db } = database;
      const { id: userId } = await insertUser(db, { email: 'seller@example.org' });
      const day = (offset: number) => addDaysIso('2030-06-10', offset);
      // That release's columns, written as it wrote them (the factories know today's schema).
      const sale = async (
        title: string,
        more: { description?: string; address?: string; startDate?: string; endDate?: string },
      ) => {
        const inserted = await db.execute<{ id: number }>(sql`
          insert into garage_sales (title, description, address, city, lat, lng, start_date, end_date, start_time, end_time, user_id)
          values (${title}, ${more.description ?? null}, ${more.address ?? '1 Main Street'}, 'Stony Plain', 53.53, -114,
            ${more.startDate ?? day(0)}, ${more.endDate ?? day(1)}, '08:00', '16:00', ${userId})
          returning id`);
        return Number(inserted.rows[0]?.id);
      };
      const lego = await sale('Lego pile', { description: 'Bricks\nand more bricks' });
      const oak = await sale('Oak dresser', { address: '12 Elmwood Road' });
      const later = await sale('Later sale', { startDate: day(20), endDate: day(22) });

      await database.migrate(migrationsFolder);

      const titles = await db.execute<{ title: string }>(sql`select title from garage_sales order by id`);
      expect(titles.rows.map((row) => row.title)).toEqual(['Lego pile', 'Oak dresser', 'Later sale']);
      const week = { startDate: day(0), endDate: day(6) };
      expect(await listSaleIds(db, week)).toEqual([lego, oak]);
      expect(await listSaleIds(db, { startDate: day(21), endDate: day(21) })).toEqual([later]);
      expect(await listSaleIds(db, { ...week, searchTerm: 'LEGO' })).toEqual([lego]);
      expect(await listSaleIds(db, { ...week, searchTerm: 'more bricks' })).toEqual([lego]);
      expect(await listSaleIds(db, { ...week, searchTerm: 'elmwood' })).toEqual([oak]);
      // A term never spans two fields: the title's end and the description's start are apart.
      expect(await listSaleIds(db, { ...week, searchTerm: 'pile bricks' })).toEqual([]);
      // Items written by the service are searched with the rest, and never across two of them.
      await db.transaction((tx) =>
        replaceSaleItems(tx, oak, [
          { name: 'Baby crib', priceCents: 2500, priceNote: null, photoId: null, sold: false },
          { name: 'Snow shovel', priceCents: null, priceNote: 'free', photoId: null, sold: false },
        ]),
      );
      expect(await listSaleIds(db, { ...week, searchTerm: 'CRIB' })).toEqual([oak]);
      expect(await listSaleIds(db, { ...week, searchTerm: 'crib snow' })).toEqual([]);

      // With a year of sales, the planner reads a week from the range index, and a rare word in the longest
      // window (91 days, some 750 sales) from the trigrams: the statements match the indexes' expressions.
      await fillYear(db, userId, day(0));
      const weekPlan = await planOf(db, listSaleIdsQuery(db, week).getSQL());
      expect(weekPlan, weekPlan).toContain('garage_sales_days_idx');
      const longest = { startDate: day(-90), endDate: day(0), searchTerm: 'lego' };
      const searchPlan = await planOf(db, listSaleIdsQuery(db, longest).getSQL());
      expect(searchPlan, searchPlan).toContain('garage_sales_search_idx');
      expect(await listSaleIds(db, longest)).toEqual([lego]);
      // A rare item's name among 30,000 items is read from the same index.
      const itemSearch = { startDate: day(-90), endDate: day(0), searchTerm: 'crib' };
      const itemPlan = await planOf(db, listSaleIdsQuery(db, itemSearch).getSQL());
      expect(itemPlan, itemPlan).toContain('garage_sales_search_idx');
      expect(await listSaleIds(db, itemSearch)).toEqual([oak]);
    } finally {
      await database.close();
      fs.rmSync(previous, { recursive: true, force: true });
    }
  });
});
