import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './executor';

/** Inserts one row and answers its new id (a serial key). */
export async function insertReturningId<Table extends PgTable & { id: PgColumn }>(
  tx: DbExecutor,
  table: Table,
  values: PgInsertValue<Table>,
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error(`insert into ${getTableName(table)} returned nothing`);
  return row.id as number;
}
