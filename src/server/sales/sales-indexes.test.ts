import fs from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../shared/dates';
import { type Db, migrationsFolder } from '../db/client';
import { releaseFolder } from '../db/release-folder';
import { createEmptyDatabase, engines } from '../test-support/test-database';
import { insertSale, insertUser } from '../tools/factories';
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
  await db.execute(sql`analyze garage_sales`);
}

describe.each(engines)('upgrading a database of the previous release on %s', (engine) => {
  it('keeps its sales, and finds them through the new search and window indexes', async () => {
    const database = await createEmptyDatabase(engine);
    const previous = releaseFolder('0010_account_safety');
    try {
      await database.migrate(previous);
      const { db } = database;
      const { id: userId } = await insertUser(db, { email: 'seller@example.org' });
      const day = (offset: number) => addDaysIso('2030-06-10', offset);
      const sale = (title: string, more: object) =>
        insertSale(db, {
          userId,
          title,
          address: '1 Main Street',
          city: 'Stony Plain',
          position: { lat: 53.53, lng: -114.0 },
          startDate: day(0),
          endDate: day(1),
          ...more,
        });
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

      // With a year of sales, the planner reads a week from the range index, and a rare word in the longest
      // window (91 days, some 750 sales) from the trigrams: the statements match the indexes' expressions.
      await fillYear(db, userId, day(0));
      const weekPlan = await planOf(db, listSaleIdsQuery(db, week).getSQL());
      expect(weekPlan, weekPlan).toContain('garage_sales_days_idx');
      const longest = { startDate: day(-90), endDate: day(0), searchTerm: 'lego' };
      const searchPlan = await planOf(db, listSaleIdsQuery(db, longest).getSQL());
      expect(searchPlan, searchPlan).toContain('garage_sales_search_idx');
      expect(await listSaleIds(db, longest)).toEqual([lego]);
    } finally {
      await database.close();
      fs.rmSync(previous, { recursive: true, force: true });
    }
  });
});
