import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { sitePages } from '../db/schema';

export async function findPage(db: DbExecutor, slug: string) {
  const [row] = await db
    .select({ body: sitePages.body, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  return row;
}

export async function upsertPage(db: DbExecutor, slug: string, body: string): Promise<Date> {
  const [row] = await db
    .insert(sitePages)
    .values({ slug, body })
    .onConflictDoUpdate({ target: sitePages.slug, set: { body, updatedAt: sql`now()` } })
    .returning({ updatedAt: sitePages.updatedAt });
  if (!row) throw new Error('upsert into site_pages returned nothing');
  return row.updatedAt;
}

export async function deletePage(db: DbExecutor, slug: string): Promise<void> {
  await db.delete(sitePages).where(eq(sitePages.slug, slug));
}
