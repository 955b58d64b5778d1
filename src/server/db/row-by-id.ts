import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbExecutor } from './executor';

/**
 * How long others wait: 'update' keeps every other write (and lock) of the row waiting; 'key share' only
 * a delete or a change of its key, so that what the transaction relies on stays (a city a sale names).
 */
export type RowLock = 'update' | 'key share';

type TableWithId = PgTable & { id: PgColumn };

/** The chosen columns of the row with this id, or undefined when there is none. */
export async function findRowById<Columns extends SelectedFields>(
  db: DbExecutor,
  table: TableWithId,
  columns: Columns,
  id: number,
): Promise<SelectResultFields<Columns> | undefined> {
  // A select of generic columns is typed only loosely by drizzle; its rows are these columns' values.
  const [row] = (await db
    .select(columns)
    .from(table)
    .where(eq(table.id, id))) as SelectResultFields<Columns>[];
  return row;
}

/**
 * The chosen columns of the row with this id, locked until the transaction ends; undefined when there is no
 * such row. The one way the services take a row they are about to decide on.
 */
export async function lockRowById<Columns extends SelectedFields>(
  tx: DbExecutor,
  table: TableWithId,
  columns: Columns,
  id: number,
  strength: RowLock = 'update',
): Promise<SelectResultFields<Columns> | undefined> {
  const query = tx.select(columns).from(table).where(eq(table.id, id)).for(strength);
  const [row] = (await query) as SelectResultFields<Columns>[];
  return row;
}
