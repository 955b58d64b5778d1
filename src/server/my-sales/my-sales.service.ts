import { type CountedMySale, NO_COUNTS } from '../../shared/schemas/sale-stats';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { withEventLinks } from '../events/event-links';
import { statsOf } from '../sale-stats/sale-stats.service';
import { listUserSaleRows } from '../sales/sales.repo';
import { toSale } from '../sales/sales.service';
import { markForViewer } from '../sales/sales-viewer';

/** All the user's sales, any state, the latest start first, marked as theirs (and their favourites)
 * and whether reports keep it under review. */
export async function listMySales(db: Db, user: SessionUser, today: string): Promise<CountedMySale[]> {
  const rows = await listUserSaleRows(db, user.id);
  const sales = rows.map((row) => ({ ...toSale(row), underReview: row.underReview }));
  // Each with its community sale day (issue 25), for My Sales' number, sign and leave/opt-out controls.
  const linked = await withEventLinks(db, await markForViewer(db, user, sales));
  // Who is coming (issue 26): the seller's own counters, this week and in all.
  const stats = await statsOf(
    db,
    linked.map((sale) => sale.id),
    today,
  );
  return linked.map((sale) => ({
    ...sale,
    stats: stats.get(sale.id) ?? { week: NO_COUNTS, all: NO_COUNTS },
  }));
}
