import { todayIn } from '../../../shared/dates';
import {
  ADMIN_SALES_TAB_LIMIT,
  ADMIN_SALES_TABS,
  type AdminSale,
  type AdminSales,
  MODERATION_REASON,
  type ModerationEntry,
} from '../../../shared/schemas/admin';
import { NO_COUNTS, type SaleStats } from '../../../shared/schemas/sale-stats';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { statsOf } from '../../sale-stats/sale-stats.service';
import { type RemovalContext, removeSale } from '../../sales/sale-removal';
import { SALE_NOT_FOUND, toSale } from '../../sales/sales.service';
import {
  type AdminSaleRow,
  countTabSales,
  insertModerationEntry,
  listModerationEntries,
  listTabSaleRows,
  lockSaleForModeration,
} from './admin-sales.repo';

/** 'First Last' as given, or null when the seller gave no name. */
export function sellerName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || null;
}

function toAdminSale(row: AdminSaleRow, stats: Map<number, SaleStats>): AdminSale {
  return {
    ...toSale(row),
    userName: sellerName(row.sellerFirstName, row.sellerLastName),
    userEmail: row.sellerEmail,
    stats: stats.get(row.id) ?? { week: NO_COUNTS, all: NO_COUNTS },
  };
}

/**
 * Every tab's first ADMIN_SALES_TAB_LIMIT sales (hidden ones too: admins see everything) by the local
 * today, with how many each holds in all and each listed sale's counters; with a term, only the sales
 * that match it.
 */
export async function listAdminSales(db: Db, timeZone: string, term?: string): Promise<AdminSales> {
  const options = { today: todayIn(timeZone), term: term || undefined, limit: ADMIN_SALES_TAB_LIMIT };
  const rows = [];
  // One after another: PGlite runs one statement at a time anyway, and a pool keeps connections free.
  for (const tab of ADMIN_SALES_TABS) rows.push(await listTabSaleRows(db, tab, options));
  const stats = await statsOf(
    db,
    rows.flat().map((row) => row.id),
    options.today,
  );
  const [current = [], upcoming = [], past = []] = rows.map((tab) =>
    tab.map((row) => toAdminSale(row, stats)),
  );
  return { current, upcoming, past, totals: await countTabSales(db, options) };
}

export type ModerationContext = RemovalContext;

/**
 * Removes any sale for the fixed reason (spec §9). The log row and the delete commit together, so there
 * is never a removal without its record nor a record of a sale still there. The photo files go after the
 * commit: a failed transaction must not leave rows pointing at missing files.
 */
export async function moderateSale(ctx: ModerationContext, admin: SessionUser, id: number): Promise<void> {
  await removeSale(ctx, id, async (tx) => {
    const sale = await lockSaleForModeration(tx, id);
    if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
    await insertModerationEntry(tx, {
      adminId: admin.id,
      adminEmail: admin.email,
      saleId: sale.id,
      saleTitle: sale.title,
      sellerEmail: sale.sellerEmail,
      reason: MODERATION_REASON,
    });
  });
}

export async function listModerationLog(db: Db): Promise<ModerationEntry[]> {
  const rows = await listModerationEntries(db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
