import type { Sale } from '../../shared/schemas/sale';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { listUserSaleRows } from '../sales/sales.repo';
import { toSale } from '../sales/sales.service';
import { markForViewer } from '../sales/sales-viewer';

/** All the user's sales, any state, the latest start first, marked as theirs (and their favourites). */
export async function listMySales(db: Db, user: SessionUser): Promise<Sale[]> {
  const rows = await listUserSaleRows(db, user.id);
  return markForViewer(db, user, rows.map(toSale));
}
