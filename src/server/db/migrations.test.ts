import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase } from '../test-support/test-database';
import { migrationsFolder } from './client';
import { releaseFolder } from './release-folder';

/**
 * An embedded engine with nothing migrated, for one describe block: a copy of the blank template (an
 * engine started and left empty, decision 0040) rather than a fresh engine's initdb.
 */
function useEmptyEngine(): EmptyDatabase {
  const database = {} as EmptyDatabase;
  beforeAll(async () => {
    Object.assign(database, await createEmptyDatabase('pglite'));
  });
  afterAll(() => database.close());
  return database;
}

describe('upgrading a database of the first release', () => {
  const database = useEmptyEngine();
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps its users, sales and photos and adds the new tables', async () => {
    const { db } = database;
    const first = releaseFolder('0000_initial');
    folders.push(first);
    await database.migrate(first);
    await db.execute(sql`insert into users (email, password) values ('old@example.org', 'x')`);
    await db.execute(sql`insert into garage_sales (title, address, city, lat, lng, start_date, end_date, start_time, end_time, user_id)
      values ('Old sale', '1 Old Road', 'Stony Plain', 53.5, -114, '2026-11-20', '2026-11-21', '08:00', '16:00', 1)`);
    await db.execute(
      sql`insert into photos (sale_id, url, is_featured) values (1, '/uploads/old.jpg', true)`,
    );

    await database.migrate(migrationsFolder);

    const sales = await db.execute<{ title: string; email: string; url: string }>(
      sql`select s.title, u.email, p.url from garage_sales s join users u on u.id = s.user_id join photos p on p.sale_id = s.id`,
    );
    expect(sales.rows).toEqual([{ title: 'Old sale', email: 'old@example.org', url: '/uploads/old.jpg' }]);
    const tables = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_name = 'login_failures'`,
    );
    expect(tables.rows).toHaveLength(1);
  });
});

describe('upgrading a database of the release before French names (issue 24)', () => {
  const database = useEmptyEngine();
  let folder = '';
  afterAll(() => {
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("names the seed's categories in French and leaves the administrators' own without one", async () => {
    const { db } = database;
    folder = releaseFolder('0011_sale_search');
    await database.migrate(folder);
    await db.execute(sql`insert into categories (name, description) values
      ('Furniture', 'Sofas'), ('Toys & Games', null), ('Quilts', 'Made by hand')`);

    await database.migrate(migrationsFolder);

    const rows = await db.execute<{ name: string; name_fr: string | null; description: string | null }>(
      sql`select name, name_fr, description from categories order by id`,
    );
    expect(rows.rows).toEqual([
      { name: 'Furniture', name_fr: 'Meubles', description: 'Sofas' },
      { name: 'Toys & Games', name_fr: 'Jouets et jeux', description: null },
      { name: 'Quilts', name_fr: null, description: 'Made by hand' },
    ]);
  });
});
