import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, newPglite } from './client';
import { releaseFolder } from './release-folder';
import * as schema from './schema';

describe('upgrading a database of the first release', () => {
  const client = newPglite();
  const db = drizzle(client, { schema });
  const folders: string[] = [];
  afterAll(async () => {
    await client.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps its users, sales and photos and adds the new tables', async () => {
    const first = releaseFolder('0000_initial');
    folders.push(first);
    await migrate(db, { migrationsFolder: first });
    await db.execute(sql`insert into users (email, password) values ('old@example.org', 'x')`);
    await db.execute(sql`insert into garage_sales (title, address, city, lat, lng, start_date, end_date, start_time, end_time, user_id)
      values ('Old sale', '1 Old Road', 'Stony Plain', 53.5, -114, '2026-11-20', '2026-11-21', '08:00', '16:00', 1)`);
    await db.execute(
      sql`insert into photos (sale_id, url, is_featured) values (1, '/uploads/old.jpg', true)`,
    );

    await migrate(db, { migrationsFolder });

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
  const client = newPglite();
  const db = drizzle(client, { schema });
  let folder = '';
  afterAll(async () => {
    await client.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("names the seed's categories in French and leaves the administrators' own without one", async () => {
    folder = releaseFolder('0011_sale_search');
    await migrate(db, { migrationsFolder: folder });
    await db.execute(sql`insert into categories (name, description) values
      ('Furniture', 'Sofas'), ('Toys & Games', null), ('Quilts', 'Made by hand')`);

    await migrate(db, { migrationsFolder });

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
