import type { MySale } from '../../shared/schemas/events-admin';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { withEventLinks } from '../events/event-links';
import { listUserSaleRows } from '../sales/sales.repo';
import { toSale } from '../sales/sales.service';
import { markForViewer } from '../sales/sales-viewer';

/** All the user's sales, any state, the latest start first, marked as theirs (and their favourites)
 * and whether reports keep it under review. */
export async function listMySales(db: Db, user: SessionUser): Promise<MySale[]> {
  const rows = await listUserSaleRows(db, user.id);
  const sales = rows.map((row) => ({ ...toSale(row), underReview: row.underReview }));
  // Each with its community sale day (issue 25), for My Sales' number, sign and leave/opt-out controls.
  return withEventLinks(db, await markForViewer(db, user, sales));
}
