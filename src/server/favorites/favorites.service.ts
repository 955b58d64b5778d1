import type { FavoriteIds, Sale } from '../../shared/schemas/sale';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import { countSave } from '../sale-stats/sale-stats.service';
import { SALE_NOT_FOUND, toSale } from '../sales/sales.service';
import {
  deleteFavorite,
  insertFavorite,
  listFavoriteSaleIds,
  listFavoriteSaleRows,
  lockVisibleSale,
} from './favorites.repo';

/*
 * Favourites change no list anyone sees (the list is the same for every viewer; the hearts come from
 * favoriteSaleIds), so they do not call salesChanged().
 */

/** The ids of the user's saved sales, for the hearts on Explore's cards (one small call, decision 0010). */
export async function favoriteSaleIds(db: Db, user: SessionUser): Promise<FavoriteIds> {
  return { saleIds: await listFavoriteSaleIds(db, user.id) };
}

/** The user's saved sales, each marked as a favourite and, where it applies, as theirs. */
export async function listFavorites(db: Db, user: SessionUser): Promise<Sale[]> {
  const rows = await listFavoriteSaleRows(db, user.id);
  return rows.map((row) => ({ ...toSale(row), isMine: row.userId === user.id, isFavorite: true }));
}

/** Saves a visible sale as a favourite on the site's `today`; saving it again changes nothing. Unknown or hidden sale: 404. */
export async function addFavorite(db: Db, user: SessionUser, saleId: number, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockVisibleSale(tx, saleId))) throw new NotFoundError(SALE_NOT_FOUND);
    // A new save counts for the seller's "who is coming" (issue 26); saving again does not.
    if (await insertFavorite(tx, user.id, saleId)) await countSave(tx, saleId, today);
  });
}

/** Forgets a favourite; forgetting one that is not saved (or a sale that is gone) is fine too. */
export async function removeFavorite(db: Db, user: SessionUser, saleId: number): Promise<void> {
  await deleteFavorite(db, user.id, saleId);
}
