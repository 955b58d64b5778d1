import type { Sale } from '../../shared/schemas/sale';
import type { SessionUser } from '../auth/sessions';
import type { DbExecutor } from '../db/executor';
import { favoriteSaleIds } from './sales.repo';

/**
 * A signed-in viewer's copy of sales: isMine for the 'My Sale' badge, isFavorite for the heart. The
 * sales themselves may come from the shared cache; one query reads the viewer's favourites among them.
 */
export async function markForViewer(db: DbExecutor, user: SessionUser, sales: Sale[]): Promise<Sale[]> {
  const saved = await favoriteSaleIds(
    db,
    user.id,
    sales.map((sale) => sale.id),
  );
  return sales.map((sale) => ({ ...sale, isMine: sale.userId === user.id, isFavorite: saved.has(sale.id) }));
}

export async function markOneForViewer(db: DbExecutor, user: SessionUser, sale: Sale): Promise<Sale> {
  const [marked] = await markForViewer(db, user, [sale]);
  return marked ?? sale;
}
