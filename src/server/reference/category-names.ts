import type { Locale } from '../../shared/i18n/locales';
import type { CategoryRef } from '../../shared/schemas/reference';
import type { Db } from '../db/client';
import { perApp } from '../lib/per-app';
import { SalesCache } from '../sales/sales-cache';
import { listFrenchCategoryNames } from './reference.repo';

/**
 * Category names in the reader's language for the pages the server draws (issue 24). Sales carry their
 * categories' official names (one answer for every reader, decision 0025 "Names in two languages"); a
 * French page names them by id from this table of French names, kept until categories change
 * (salesChanged) and at most a few seconds.
 */

/** One table per database: tests run several apps, each on its own database, in one process. */
const tables = perApp<Db, SalesCache<Map<number, string>>>(
  () => new SalesCache<Map<number, string>>({ maxEntries: 1 }),
);

function frenchNames(db: Db): Promise<Map<number, string>> {
  const cache = tables(db);
  return cache.get('fr', async () => {
    const rows = await listFrenchCategoryNames(db);
    return new Map(rows.map((row) => [row.id, row.nameFr]));
  });
}

/** Names a sale's categories for a reader of `locale`: a French name where one exists, else the official one. */
export type CategoryNamer = <T extends { categories: CategoryRef[] }>(sale: T) => T;

export async function categoryNamer(db: Db, locale: Locale): Promise<CategoryNamer> {
  if (locale === 'en') return (sale) => sale;
  const names = await frenchNames(db);
  return (sale) => ({
    ...sale,
    categories: sale.categories.map((category) => ({
      ...category,
      name: names.get(category.id) ?? category.name,
    })),
  });
}
