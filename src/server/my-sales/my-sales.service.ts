import type { Sale } from '../../shared/schemas/sale';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { listUserSaleRows } from '../sales/sales.repo';
import { toSale } from '../sales/sales.service';
import { markForViewer } from '../sales/sales-viewer';

/** All the user's sales, any state, the latest start first, marked as theirs (and their favourites)
 * and whether reports keep it under review. */
export async function listMySales(db: Db, user: SessionUser): Promise<Sale[]> {
  const rows = await listUserSaleRows(db, user.id);
  const sales = rows.map((row) => ({ ...toSale(row), underReview: row.underReview }));
  return markForViewer(db, user, sales);
}
