import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, thisWeekWindow, todayIn } from '../../../shared/dates';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { getEventDetail } from '../../events/events.service';
import { verifyPassword } from '../../lib/password';
import { storedFilePath } from '../../photo-store/photo-files';
import { MAX_OPEN_SALES_PER_USER } from '../../sales/sales-write.service';
import { createTestDatabase, type Engine, engines, onTestDatabase } from '../../test-support/test-database';
import { DEMO_NEIGHBOURS, DEMO_SELLER, seedDatabase } from './seed';
import { DEMO_EVENT_SLUG } from './seed-data/demo-event';

const TIME_ZONE = 'America/Edmonton';

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempUploads(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-seed-'));
  tempDirs.push(dir);
  return path.join(dir, 'uploads');
}

async function countRows(database: Database) {
  const one = async (table: string) =>
    Number(
      (
        (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as {
          n: number;
        }
      ).n,
    );
  return {
    cities: await one('cities'),
    neighborhoods: await one('neighborhoods'),
    categories: await one('categories'),
    users: await one('users'),
    sales: await one('garage_sales'),
    photos: await one('photos'),
    links: await one('sale_category_mapping'),
  };
}

describe.each(engines)('seedDatabase on %s', (engine: Engine) => {
  let database: Database;
  let uploadsDir: string;
  const today = todayIn(TIME_ZONE);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    uploadsDir = tempUploads();
    await seedDatabase(database.db, { demoData: true, uploadsDir, timeZone: TIME_ZONE });
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives Parkland County its cities, neighborhoods and the shoppers categories', async () => {
    const cityRows = await database.db.select().from(schema.cities);
    const byName = new Map(cityRows.map((city) => [city.name, city]));
    expect(byName.get('Spruce Grove')).toMatchObject({ state: 'AB', zipCode: 'T7X', isActive: true });
    expect(byName.get('Stony Plain')).toMatchObject({ state: 'AB', zipCode: 'T7Z' });
    expect(byName.get('Entwistle')).toMatchObject({ state: 'AB', zipCode: 'T0E' });
    expect(cityRows.length).toBeGreaterThanOrEqual(10);

    const spruceGrove = byName.get('Spruce Grove')?.id as number;
    const hoods = await database.db
      .select()
      .from(schema.neighborhoods)
      .where(eq(schema.neighborhoods.cityId, spruceGrove));
    expect(hoods.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Brookwood', 'Westgrove', 'Jesperdale']),
    );
    expect(hoods.every((h) => (h.description ?? '').length > 10)).toBe(true);

    const categoryRows = await database.db.select().from(schema.categories);
    expect(categoryRows.length).toBeGreaterThanOrEqual(16);
    expect(categoryRows.find((c) => c.name === 'Furniture')).toMatchObject({ iconName: 'sofa' });
    expect(categoryRows.every((c) => /^[a-z0-9-]+$/.test(c.iconName ?? '') && c.description)).toBe(true);
  });

  it('creates the demo seller who can sign in with the documented password', async () => {
    const [seller] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_SELLER.email));
    expect(seller).toMatchObject({ firstName: 'Demo', userType: 'user' });
    expect(await verifyPassword(seller?.password as string, DEMO_SELLER.password)).toBe(true);
  });

  it('gives the demo seller a few of the demo sales, fewer than the open-sales cap, and neighbours the rest', async () => {
    const [seller] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_SELLER.email));
    const sales = await database.db.select({ userId: schema.garageSales.userId }).from(schema.garageSales);
    const own = sales.filter((sale) => sale.userId === seller?.id).length;
    expect(own).toBeGreaterThanOrEqual(3);
    expect(own).toBeLessThanOrEqual(MAX_OPEN_SALES_PER_USER / 2);
    expect(new Set(sales.map((sale) => sale.userId)).size).toBe(DEMO_NEIGHBOURS + 1);
  });

  it('lays out about 40 varied demo sales over this week and next', async () => {
    const sales = await database.db.select().from(schema.garageSales);
    expect(sales.length).toBeGreaterThanOrEqual(35);
    const week = thisWeekWindow(today);
    const thisWeek = sales.filter((s) => s.startDate <= week.endDate && s.endDate >= week.startDate);
    expect(thisWeek.length).toBeGreaterThanOrEqual(20);
    expect(sales.every((s) => s.endDate >= today && s.startDate <= addDaysIso(today, 13))).toBe(true);
    expect(new Set(sales.map((s) => s.city)).size).toBeGreaterThanOrEqual(5);
    expect(sales.filter((s) => ['Spruce Grove', 'Stony Plain'].includes(s.city)).length).toBeGreaterThan(20);
    expect(sales.some((s) => s.neighborhood === null)).toBe(true);
    expect(sales.some((s) => s.description?.includes('\n'))).toBe(true);
    expect(sales.some((s) => s.startDate === s.endDate)).toBe(true);
    // Positions near the county, not on top of each other.
    expect(sales.every((s) => Math.abs(s.lat - 53.5) < 0.3 && Math.abs(s.lng + 114.3) < 0.8)).toBe(true);
    expect(new Set(sales.map((s) => `${s.lat},${s.lng}`)).size).toBe(sales.length);

    const multiDay = sales.filter((s) => s.startDate !== s.endDate);
    const schedules = multiDay.map(
      (s) => JSON.parse(s.scheduleData as string) as { date: string; startTime: string }[],
    );
    expect(
      schedules.every((entries, i) => entries.length >= 2 && entries[0]?.date === multiDay[i]?.startDate),
    ).toBe(true);
    expect(new Set(sales.map((s) => s.startTime)).size).toBeGreaterThanOrEqual(4);

    const links = await database.db.select().from(schema.saleCategoryMapping);
    const perSale = new Map<number, number>();
    for (const link of links) perSale.set(link.saleId, (perSale.get(link.saleId) ?? 0) + 1);
    expect(sales.every((s) => (perSale.get(s.id) ?? 0) >= 1 && (perSale.get(s.id) ?? 0) <= 5)).toBe(true);
  });

  it('holds a community sale day this week, its sales open that day and numbered 1 to N by city', async () => {
    const event = await getEventDetail(database.db, DEMO_EVENT_SLUG);
    const day = event.dates[0]?.date ?? '';
    expect(day >= today && day <= thisWeekWindow(today).endDate).toBe(true);
    expect(event.numberedAt).not.toBeNull();
    expect(event.sales.length).toBeGreaterThanOrEqual(5);
    expect(event.sales.map((sale) => sale.number)).toEqual(event.sales.map((_, index) => index + 1));
    expect(event.sales.every((sale) => sale.startDate <= day && day <= sale.endDate)).toBe(true);
    const cities = event.sales.map((sale) => sale.city);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b)));
  });

  it('gives most sales 1 to 3 generated photos, exactly one featured, and a few none', async () => {
    const sales = await database.db.select({ id: schema.garageSales.id }).from(schema.garageSales);
    const photoRows = await database.db.select().from(schema.photos);
    // Node 20 has no Map.groupBy.
    const bySale = new Map<number, (typeof photoRows)[number][]>();
    for (const photo of photoRows) bySale.set(photo.saleId, [...(bySale.get(photo.saleId) ?? []), photo]);
    const without = sales.filter((s) => !bySale.has(s.id));
    expect(without.length).toBeGreaterThanOrEqual(2);
    expect(without.length).toBeLessThanOrEqual(8);
    for (const list of bySale.values()) {
      expect(list.length).toBeLessThanOrEqual(3);
      expect(list.filter((photo) => photo.isFeatured)).toHaveLength(1);
    }
    expect(new Set(photoRows.map((p) => p.url)).size).toBe(photoRows.length);
    const sample = photoRows[0];
    const full = await sharp(storedFilePath(uploadsDir, sample?.url)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1200, 900]);
    const thumb = await sharp(storedFilePath(uploadsDir, sample?.thumbnailUrl)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 320]);
    expect(photoRows.every((p) => fs.existsSync(storedFilePath(uploadsDir, p.url) as string))).toBe(true);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(photoRows.length * 2);
  });

  it('does nothing on a second start', async () => {
    const before = await countRows(database);
    const files = fs.readdirSync(uploadsDir).length;
    expect(await seedDatabase(database.db, { demoData: true, uploadsDir, timeZone: TIME_ZONE })).toEqual({
      referenceData: false,
      demoSales: 0,
    });
    expect(await countRows(database)).toEqual(before);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(files);
  });
});

describe.each(engines)('seedDatabase edge cases on %s', (engine: Engine) => {
  it('with demo data off gives reference data only', () =>
    onTestDatabase(engine, async (database) => {
      const uploadsDir = tempUploads();
      await seedDatabase(database.db, { demoData: false, uploadsDir, timeZone: TIME_ZONE });
      const counts = await countRows(database);
      expect(counts.categories).toBeGreaterThanOrEqual(16);
      expect([counts.users, counts.sales]).toEqual([0, 0]);
      // An admin who empties the categories does not get them back at the next start.
      await database.db.delete(schema.categories);
      await seedDatabase(database.db, { demoData: false, uploadsDir, timeZone: TIME_ZONE });
      expect((await countRows(database)).categories).toBe(0);
    }));

  it('seeds once when two instances start at once on a new database', () =>
    onTestDatabase(engine, async (database) => {
      const uploadsDir = tempUploads();
      const options = { demoData: true, uploadsDir, timeZone: TIME_ZONE };
      const reports = await Promise.all([
        seedDatabase(database.db, options),
        seedDatabase(database.db, options),
      ]);
      expect(reports.filter((report) => report.referenceData)).toHaveLength(1);
      expect(reports.map((report) => report.demoSales).sort((a, b) => a - b)[0]).toBe(0);
      const counts = await countRows(database);
      expect(counts.users).toBe(1 + DEMO_NEIGHBOURS);
      expect(counts.sales).toBe(Math.max(...reports.map((report) => report.demoSales)));
      expect(fs.readdirSync(uploadsDir)).toHaveLength(counts.photos * 2);
    }));

  it('leaves no demo row and no photo file when writing the demo fails', () =>
    onTestDatabase(engine, async (database) => {
      const uploadsDir = tempUploads();
      await database.db.execute(
        sql.raw(`create function refuse_photo() returns trigger language plpgsql as
        $$ begin raise exception 'disk full'; end $$`),
      );
      await database.db.execute(
        sql.raw(
          'create trigger refuse_photo before insert on photos for each statement execute function refuse_photo()',
        ),
      );
      await expect(
        seedDatabase(database.db, { demoData: true, uploadsDir, timeZone: TIME_ZONE }),
      ).rejects.toThrow();
      const counts = await countRows(database);
      expect(counts.categories).toBeGreaterThanOrEqual(16);
      expect([counts.users, counts.sales, counts.photos]).toEqual([0, 0, 0]);
      expect(fs.readdirSync(uploadsDir)).toEqual([]);
    }));
});
