import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearch,
  type SavedSearchInput,
  TOO_MANY_SAVED_SEARCHES_MESSAGE,
} from '../../shared/schemas/notifications';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { BadRequestError, NotFoundError } from '../errors';
import {
  deleteSavedSearch,
  insertSavedSearch,
  listUserSavedSearches,
  lockUserAndCountSearches,
  updateSavedSearch,
} from './saved-searches.repo';

type Row = Awaited<ReturnType<typeof listUserSavedSearches>>[number];

function toSavedSearch(row: Row): SavedSearch {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Empty values say nothing: they are not kept (as the list's query string leaves them out). */
function keptFilters(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

export async function listSavedSearches(db: Db, user: SessionUser): Promise<SavedSearch[]> {
  return (await listUserSavedSearches(db, user.id)).map(toSavedSearch);
}

/** Saves the filters under a name; at most MAX_SAVED_SEARCHES per person. */
export async function saveSearch(db: Db, user: SessionUser, input: SavedSearchInput): Promise<SavedSearch> {
  const row = await db.transaction(async (tx) => {
    if ((await lockUserAndCountSearches(tx, user.id)) >= MAX_SAVED_SEARCHES) {
      throw new BadRequestError(TOO_MANY_SAVED_SEARCHES_MESSAGE);
    }
    return insertSavedSearch(tx, { userId: user.id, name: input.name, filters: keptFilters(input.filters) });
  });
  return toSavedSearch(row);
}

/** Renames a search or turns its daily email on or off; someone else's search is not found. */
export async function changeSavedSearch(
  db: Db,
  user: SessionUser,
  id: number,
  changes: { name?: string; emailDigest?: boolean },
): Promise<SavedSearch> {
  const row = await updateSavedSearch(db, user.id, id, changes);
  if (!row) throw new NotFoundError(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearch(row);
}

export async function forgetSavedSearch(db: Db, user: SessionUser, id: number): Promise<void> {
  if (!(await deleteSavedSearch(db, user.id, id))) throw new NotFoundError(SAVED_SEARCH_NOT_FOUND);
}
